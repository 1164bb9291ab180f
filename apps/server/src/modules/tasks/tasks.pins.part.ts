import { taskPart } from './task-parts.ts';
import { pinnedAmong } from './tasks.pins.repo.ts';

/** Fills `is_pinned`: the task is pinned in its project, for every member. */
export const pinsPart = taskPart({
  name: 'pins',
  read: (db, taskIds) => pinnedAmong(db, taskIds),
  fill: (rows) => new Map(rows.map((taskId) => [taskId, { is_pinned: true }])),
});
