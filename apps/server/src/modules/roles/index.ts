import type { TandemModule } from '../../core.ts';
import { createRoleAssignment } from './roles.assign.ts';
import { registerRoleRoutes } from './roles.routes.ts';
import { createRolesService } from './roles.service.ts';

/** Roles and what they deny. */
export const rolesModule: TandemModule = {
  name: 'roles',
  register: (core) =>
    registerRoleRoutes(
      core.app,
      createRolesService(core),
      createRoleAssignment({ ...core, present: core.present.project }),
    ),
};
