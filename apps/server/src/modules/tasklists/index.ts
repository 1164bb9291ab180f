import type { TandemModule } from '../../core.ts';
import { tasklists } from '../../db/schema/projects.ts';
import { deleteTrashedBefore, purgeTrashNightly } from '../../jobs/purge-trash.ts';
import { registerTasklistRoutes } from './tasklists.routes.ts';
import { createTasklistsService } from './tasklists.service.ts';

/** Task lists. */
export const tasklistsModule: TandemModule = {
  name: 'tasklists',
  register(core) {
    purgeTrashNightly(
      { ...core, days: core.config.TRASH_DAYS },
      'tasklists.purge-trash',
      (tx, before) => deleteTrashedBefore(tx, tasklists, tasklists.dateDeleted, before),
    );
    registerTasklistRoutes(core.app, createTasklistsService(core));
  },
};

// The doors: what other modules and the app may use of this module.
export { loadTasklist, loadTasklistForWrite } from './tasklist-access.ts';
export { createTasklistHooks } from './tasklist-hooks.ts';
export type { TasklistHook, TasklistHooks } from './tasklist-hooks.ts';
export { listActiveProjectsOfMember } from './tasklist-transfer.repo.ts';
export { presentTasklist } from './tasklists.presenter.ts';
export { findTasklist, insertTasklist, onBoard } from './tasklists.repo.ts';
