import type { TandemModule } from '../../core.ts';
import { registerTasklistRoutes } from './tasklists.routes.ts';
import { createTasklistsService } from './tasklists.service.ts';

/** Task lists. */
export const tasklistsModule: TandemModule = {
  name: 'tasklists',
  register: (core) => registerTasklistRoutes(core.app, createTasklistsService(core)),
};
