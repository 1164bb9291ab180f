import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { AccountService } from './account.service.ts';

export function registerAccountRoutes(app: FastifyInstance, account: AccountService): void {
  defineRoute(app, authEndpoints.me, async ({ actor }) => ({ user: await account.me(actor) }));
  defineRoute(app, authEndpoints.saveProfile, async ({ actor, body, mutationId }) => ({
    user: await account.saveProfile(actor, body, mutationId),
  }));
  defineRoute(app, authEndpoints.changePassword, async ({ actor, body }) => {
    await account.changePassword(actor, body.current_password, body.new_password);
    return { ok: true as const };
  });
  defineRoute(app, authEndpoints.regenerateApiKey, async ({ actor }) => ({
    api_key: await account.regenerateApiKey(actor),
  }));
}
