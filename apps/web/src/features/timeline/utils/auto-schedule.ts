import type { TimelineDependency, TimelineTask } from '@tandem/contract';
import { addDays } from '../../../lib/calendar-day.ts';
import type { Dates } from './timeline-bars.ts';
import { barDays, datesAfter } from './timeline-bars.ts';
import { daysBetween } from './timeline-scale.ts';

/**
 * Auto-scheduling: after a task gets new dates, every task it blocks that would start on or
 * before the latest end of its blocking tasks moves later (keeping its length) to start the day
 * after; and so on down the chain, in dependency order. Tasks only move later, never earlier;
 * finished tasks, tasks one may not reschedule and tasks in a cycle stay. Answers the new dates
 * of the tasks that move, the first task's included.
 */
export function autoSchedule(
  tasks: readonly TimelineTask[],
  dependencies: readonly TimelineDependency[],
  changed: { id: number; dates: Dates },
): Map<number, Dates> {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const blocked = new Map<number, number[]>();
  for (const d of dependencies) {
    if (d.blocked_task_id === changed.id) continue;
    blocked.set(d.blocking_task_id, [
      ...(blocked.get(d.blocking_task_id) ?? []),
      d.blocked_task_id,
    ]);
  }
  // The tasks downstream of the change, and how many of their blockers are among them.
  const reachable = new Set<number>([changed.id]);
  const walk = [changed.id];
  while (walk.length > 0)
    for (const next of blocked.get(walk.pop()!) ?? [])
      if (!reachable.has(next)) {
        reachable.add(next);
        walk.push(next);
      }
  const waiting = new Map<number, number>();
  for (const id of reachable)
    for (const next of blocked.get(id) ?? []) waiting.set(next, (waiting.get(next) ?? 0) + 1);

  const out = new Map<number, Dates>([[changed.id, changed.dates]]);
  const latestEnd = new Map<number, string>();
  const queue = [changed.id];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const end = barDays(out.get(id) ?? byId.get(id)!)?.to;
    for (const next of blocked.get(id) ?? []) {
      if (end && end > (latestEnd.get(next) ?? '')) latestEnd.set(next, end);
      const left = waiting.get(next)! - 1;
      waiting.set(next, left);
      if (left > 0) continue;
      queue.push(next);
      const task = byId.get(next);
      const after = latestEnd.get(next);
      const span = task ? barDays(task) : null;
      if (!task || !span || !after || !task.can_edit_dates || task.state_id !== 1) continue;
      if (span.from > after) continue;
      out.set(next, datesAfter(task, 'move', daysBetween(span.from, addDays(after, 1))));
    }
  }
  return out;
}
