import type { FastifyInstance } from 'fastify';
import { roleEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { RoleAssignment } from './roles.assign.ts';
import type { RolesService } from './roles.service.ts';

export function registerRoleRoutes(
  app: FastifyInstance,
  roles: RolesService,
  assignment: RoleAssignment,
): void {
  defineRoute(app, roleEndpoints.list, async ({ actor }) => ({ roles: await roles.list(actor) }));
  defineRoute(app, roleEndpoints.create, async ({ actor, body, mutationId }) => ({
    role: await roles.create(actor, body, mutationId),
  }));
  defineRoute(app, roleEndpoints.update, async ({ actor, query, body, mutationId }) => ({
    role: await roles.update(actor, query.id, body, mutationId),
  }));
  defineRoute(app, roleEndpoints.delete, async ({ actor, query, mutationId }) => {
    await roles.delete(actor, query.id, mutationId);
    return { deleted: true as const };
  });
  defineRoute(app, roleEndpoints.setMemberRoles, async ({ actor, query, body, mutationId }) => ({
    project: await assignment.setMemberRoles(actor, query.pid, body, mutationId),
  }));
}
