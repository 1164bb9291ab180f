import type { FastifyInstance } from 'fastify';
import { ownerChangeEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { OwnerChangeService } from './owner-change.service.ts';

export function registerOwnerChangeRoutes(app: FastifyInstance, service: OwnerChangeService): void {
  defineRoute(app, ownerChangeEndpoints.create, async ({ actor, body, mutationId }) => ({
    request: await service.create(actor, body, mutationId),
  }));
  defineRoute(app, ownerChangeEndpoints.list, async ({ actor }) => service.list(actor));
  defineRoute(app, ownerChangeEndpoints.approve, async ({ actor, body, mutationId }) => ({
    requests: await service.approve(actor, body.uuids, mutationId),
  }));
  defineRoute(app, ownerChangeEndpoints.cancel, async ({ actor, body, mutationId }) => ({
    requests: await service.cancel(actor, body.uuids, mutationId),
  }));
}
