import type { TaskExtraLoader } from './task-extras.ts';
import { pinnedAmong } from './tasks.pins.repo.ts';

/** Fills `is_pinned`: the task is pinned in its project, for every member. */
export const loadTaskPins: TaskExtraLoader = async (db, tasks) => {
  const pinned = await pinnedAmong(
    db,
    tasks.map((t) => t.id),
  );
  return new Map(pinned.map((taskId) => [taskId, { is_pinned: true }]));
};
