import type { TimelineDependency } from '@tandem/contract';
import type { TimelineRow } from './timeline-rows.ts';
import { barDays } from './timeline-bars.ts';
import { daysBetween } from './timeline-scale.ts';

export const ROW_HEIGHT = 36;

/** Where a task's bar is drawn: from the track's left, its width, and its row. */
export interface PlacedBar {
  left: number;
  width: number;
  index: number;
}

/** The bars of the rows, by task id. */
export function placeBars(
  rows: readonly TimelineRow[],
  start: string,
  dayWidth: number,
): Map<number, PlacedBar> {
  const byTask = new Map<number, PlacedBar>();
  rows.forEach((row, index) => {
    if (row.kind !== 'task') return;
    const days = barDays(row.task);
    if (!days) return;
    byTask.set(row.task.id, {
      left: daysBetween(start, days.from) * dayWidth,
      width: (daysBetween(days.from, days.to) + 1) * dayWidth,
      index,
    });
  });
  return byTask;
}

/** The middle of a row, from the top of the first. */
export const rowMiddle = (index: number) => index * ROW_HEIGHT + ROW_HEIGHT / 2;

/**
 * The dependencies to draw: those whose two bars are placed and that touch the rows shown (from
 * the end of the blocking bar to the start of the blocked one).
 */
export function dependencyLines(
  dependencies: readonly TimelineDependency[],
  bars: ReadonlyMap<number, PlacedBar>,
  shown: { first: number; last: number },
) {
  return dependencies.flatMap((dependency) => {
    const from = bars.get(dependency.blocking_task_id);
    const to = bars.get(dependency.blocked_task_id);
    if (!from || !to) return [];
    if (Math.max(from.index, to.index) < shown.first || Math.min(from.index, to.index) > shown.last)
      return [];
    return [
      {
        dependency,
        from: { x: from.left + from.width, y: rowMiddle(from.index) },
        to: { x: to.left, y: rowMiddle(to.index) },
      },
    ];
  });
}
