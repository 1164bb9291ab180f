import { generateKeyBetween } from 'fractional-indexing';
import type { Task } from '@tandem/contract';

/** Where a task is to go: a list and one neighbour there (none: the end of the list). */
export interface MoveTarget {
  tasklistId: number;
  /** The task it is to come right after. */
  afterId?: number;
  /** The task it is to come right before. */
  beforeId?: number;
}

/** Board order within a list: by sorting key, then by id. */
export const byKey = (a: Task, b: Task) =>
  a.sorting_key < b.sorting_key ? -1 : a.sorting_key > b.sorting_key ? 1 : a.id - b.id;

/**
 * The board with a task placed where it is going: its list and a sorting key between its new
 * neighbours, made the way the server makes them, so the board shows the move at once.
 */
export function placeTask(
  tasks: readonly Task[],
  task: Task,
  target: MoveTarget,
  tasklistName: string,
): Task[] {
  const others = tasks
    .filter((t) => t.tasklist.id === target.tasklistId && t.id !== task.id)
    .sort(byKey);
  // A neighbour that is not (or no longer) in the list: the end of the list.
  let index = others.length;
  if (target.afterId !== undefined) {
    const after = others.findIndex((t) => t.id === target.afterId);
    if (after >= 0) index = after + 1;
  } else if (target.beforeId !== undefined) {
    const before = others.findIndex((t) => t.id === target.beforeId);
    if (before >= 0) index = before;
  }
  const key = generateKeyBetween(
    others[index - 1]?.sorting_key ?? null,
    others[index]?.sorting_key ?? null,
  );
  const moved: Task = {
    ...task,
    sorting_key: key,
    tasklist: { id: target.tasklistId, name: tasklistName },
  };
  return tasks.map((t) => (t.id === task.id ? moved : t)).sort(byKey);
}
