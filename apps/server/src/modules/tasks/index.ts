import type { TandemModule } from '../../core.ts';
import { tasks as tasksTable } from '../../db/schema/projects.ts';
import { deleteTrashedBefore, purgeTrashNightly } from '../../jobs/purge-trash.ts';
import { tasksFollowTheirList } from './tasklist-transfer.hook.ts';
import { createTaskEstimates } from './tasks.estimates.ts';
import { estimatesPart } from './tasks.estimates.part.ts';
import { createTaskPins } from './tasks.pins.ts';
import { pinsPart } from './tasks.pins.part.ts';
import { registerTaskPinAndEstimateRoutes } from './tasks.pins.routes.ts';
import { registerTaskRoutes } from './tasks.routes.ts';
import { createTasksService } from './tasks.service.ts';

/**
 * Tasks: the task calls, the board, pins and estimates. Other modules add parts to the task shape
 * (`core.taskParts`) and react to task changes (`core.taskHooks`); this module knows none of them.
 */
export const tasksModule: TandemModule = {
  name: 'tasks',
  register(core) {
    const deps = { ...core, parts: core.taskParts, hooks: core.taskHooks };
    const tasks = createTasksService(deps);
    purgeTrashNightly(
      { ...core, days: core.config.TRASH_DAYS },
      'tasks.purge-trash',
      (tx, before) => deleteTrashedBefore(tx, tasksTable, tasksTable.dateDeleted, before),
    );
    core.provide({ task: (actor, id) => tasks.detail(actor, { tid: id }) });
    core.taskParts.add(estimatesPart);
    core.taskParts.add(pinsPart);
    core.tasklistHooks.add(tasksFollowTheirList);
    registerTaskRoutes(core.app, tasks);
    registerTaskPinAndEstimateRoutes(core.app, {
      setTimeEstimates: createTaskEstimates({ ...deps, presentTask: core.present.task }),
      pins: createTaskPins({ ...deps, presentTask: core.present.task }),
    });
  },
};

// The doors: what other modules and the app may use of this module.
export { TASK_IN_TRASH, TASK_STALE, loadEditableTask, loadTask } from './task-access.ts';
export { copyCustomFields, copyTasksOfLists } from './task-copy.repo.ts';
export { formatDueDate, sameDueDate } from './task-due-dates.ts';
export type { DueDate } from './task-due-dates.ts';
export { createTaskHooks } from './task-hooks.ts';
export type { TaskHappened, TaskHook, TaskHooks } from './task-hooks.ts';
export { createTaskPartsRegistry, taskPart } from './task-parts.ts';
export type { PartFields, TaskPartsRegistry } from './task-parts.ts';
export { sortingKeyBetween } from './task-sorting.ts';
export { listBoardRows } from './tasks.board.repo.ts';
export type { BoardTaskRow } from './tasks.board.repo.ts';
export { findCalendarTasks } from './tasks.calendar.repo.ts';
export { findFeedTasks } from './tasks.feed.repo.ts';
export type { FeedTaskRow } from './tasks.feed.repo.ts';
export { createTasksInList } from './tasks.many.ts';
export type { NewListTask } from './tasks.many.ts';
export { presentListedTask } from './tasks.listed.presenter.ts';
export { listProjectsInSight } from './tasks.finished.repo.ts';
export {
  listedTaskColumns,
  selectListedTasks,
  visibleTaskConditions,
} from './tasks.listed.repo.ts';
export { taskAbilities } from './tasks.presenter.ts';
export {
  findTask,
  findTaskIdByUuid,
  insertTask,
  listTaskWorkers,
  membersAmong,
  replaceTaskWorkers,
  updateTaskState,
  writeTaskDescription,
} from './tasks.repo.ts';
export type { PersonRow, TaskRow } from './tasks.repo.ts';
export { dueDatesAfter } from './tasks.update.ts';
