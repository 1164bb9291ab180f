import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '@tandem/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/define-route.ts';
import { latestOutboxMails } from '../../mail/outbox.ts';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { database: Database; outboxEnabled: boolean },
): void {
  defineRoute(app, systemEndpoints.health, async () => ({ status: 'ok' as const }));
  defineRoute(app, systemEndpoints.ready, async () => {
    try {
      await deps.database.ping();
    } catch {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ready' as const };
  });
  defineRoute(app, systemEndpoints.outbox, async () => {
    if (!deps.outboxEnabled) return { enabled: false, mails: [] };
    return { enabled: true, mails: await latestOutboxMails(deps.database.db) };
  });
}
