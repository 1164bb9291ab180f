import type { DbOrTx } from '../../db/client.ts';
import { validationFailed } from '../../http/app-error.ts';
import { sortingKeyBetween } from './task-sorting.ts';
import { findPlaces, neighbourKey } from './tasks.move.repo.ts';
import type { TaskRow } from './tasks.repo.ts';

type Side = 'after_id' | 'before_id';

/** A neighbour the mover named: a task of the target list other than the one moved. */
async function neighbours(
  db: DbOrTx,
  task: TaskRow,
  tasklistId: number,
  wanted: { after_id?: number | null | undefined; before_id?: number | null | undefined },
): Promise<{ after: string | null; before: string | null }> {
  const ids = [wanted.after_id, wanted.before_id].filter((id): id is number => id != null);
  const places = new Map((await findPlaces(db, ids)).map((p) => [p.id, p]));
  const keyOf = (side: Side): string | null => {
    const id = wanted[side];
    if (id == null) return null;
    if (id === task.id) throw validationFailed({ [side]: ['A task cannot be its own neighbour.'] });
    const place = places.get(id);
    // Tasks of other lists, missing ones and ones of projects out of sight all answer alike.
    if (!place || place.tasklistId !== tasklistId || place.dateDeleted !== null)
      throw validationFailed({ [side]: ['Choose a task of the task list the task goes to.'] });
    return place.sortingKey;
  };
  const after = keyOf('after_id');
  const before = keyOf('before_id');
  if (after !== null && before !== null && after >= before)
    throw validationFailed({
      before_id: ['The task it comes before must stand below the task it comes after.'],
    });
  return { after, before };
}

/**
 * The sorting key that puts a task between the neighbours asked for, read inside the mover's
 * transaction (after the target list is locked). The bounds are the keys actually next to the
 * anchor, so a task another mover has just put in the same gap is respected: both end up in
 * it, in a strict order. Null when the task already stands there.
 */
export async function placeBetween(
  db: DbOrTx,
  task: TaskRow,
  tasklistId: number,
  wanted: { after_id?: number | null | undefined; before_id?: number | null | undefined },
): Promise<string | null> {
  const { after, before } = await neighbours(db, task, tasklistId, wanted);
  const near = (key: string | null, side: 'next' | 'previous') =>
    neighbourKey(db, { tasklistId, key, side, except: task.id });
  let low: string | null;
  let high: string | null;
  if (after !== null) {
    low = after;
    high = await near(after, 'next');
  } else if (before !== null) {
    high = before;
    low = await near(before, 'previous');
  } else {
    low = await near(null, 'previous');
    high = null;
  }
  const current = task.tasklistId === tasklistId ? task.sortingKey : null;
  if (current !== null && (low === null || low < current) && (high === null || current < high))
    return null;
  return sortingKeyBetween(low, high);
}
