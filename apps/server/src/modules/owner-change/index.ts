import type { TandemModule } from '../../core.ts';
import { registerOwnerChangeRoutes } from './owner-change.routes.ts';
import { createOwnerChangeService } from './owner-change.service.ts';

/** Handing a project over to another owner. */
export const ownerChangeModule: TandemModule = {
  name: 'owner-change',
  register: (core) => registerOwnerChangeRoutes(core.app, createOwnerChangeService(core)),
};
