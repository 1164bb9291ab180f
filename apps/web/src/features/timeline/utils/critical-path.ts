import type { TimelineDependency, TimelineTask } from '@tandem/contract';
import { barDays } from './timeline-bars.ts';

/**
 * The critical path: the chain of dependencies that leads to the latest end. From the task that
 * ends last among those in a dependency, it walks back to the blocking task that ends last, and
 * so on; these tasks cannot slip without the end slipping. Answers the task ids and the
 * dependencies (as `blocking>blocked`) on the path.
 */
export function criticalPath(
  tasks: readonly TimelineTask[],
  dependencies: readonly TimelineDependency[],
): { tasks: Set<number>; links: Set<string> } {
  const ends = new Map<number, string>();
  for (const task of tasks) {
    const days = barDays(task);
    if (days) ends.set(task.id, days.to);
  }
  const blockers = new Map<number, number[]>();
  for (const d of dependencies) {
    if (!ends.has(d.blocking_task_id) || !ends.has(d.blocked_task_id)) continue;
    blockers.set(d.blocked_task_id, [
      ...(blockers.get(d.blocked_task_id) ?? []),
      d.blocking_task_id,
    ]);
  }
  const inChains = new Set<number>();
  for (const [blocked, list] of blockers) {
    inChains.add(blocked);
    for (const id of list) inChains.add(id);
  }
  const path = { tasks: new Set<number>(), links: new Set<string>() };
  let current: number | undefined;
  for (const id of inChains)
    if (current === undefined || ends.get(id)! > ends.get(current)!) current = id;
  while (current !== undefined && !path.tasks.has(current)) {
    path.tasks.add(current);
    let next: number | undefined;
    for (const id of blockers.get(current) ?? [])
      if (next === undefined || ends.get(id)! > ends.get(next)!) next = id;
    if (next !== undefined) path.links.add(`${next}>${current}`);
    current = next;
  }
  return path;
}
