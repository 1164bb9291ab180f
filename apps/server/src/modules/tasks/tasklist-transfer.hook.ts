import type { TasklistHook } from '../tasklists/index.ts';
import { copyTasksOfLists } from './task-copy.repo.ts';
import { moveTasksWithList } from './tasks.move.repo.ts';

/**
 * The tasks follow their list to another project, and a copied list gets copies of them with
 * what they hold (see copyTasksOfLists), in their order and states; the actor is the author of
 * every copy. Custom-field values stay behind: the other project has fields of its own.
 */
export const tasksFollowTheirList: TasklistHook = {
  movedToProject: (uow, moved) => moveTasksWithList(uow.tx, moved),
  async copiedToProject(uow, copied) {
    await copyTasksOfLists(uow.tx, {
      toProjectId: copied.toProjectId,
      listPairs: [{ from: copied.fromTasklistId, to: copied.toTasklistId }],
      actorId: copied.actorId,
      now: copied.now,
      reset: false,
    });
  },
};
