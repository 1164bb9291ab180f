import { describe, expect, it } from 'vitest';
import type { TimelineData, TimelineTask } from '@tandem/contract';
import { autoSchedule } from './auto-schedule.ts';
import { criticalPath } from './critical-path.ts';
import { barDays, datesAfter, shiftDue } from './timeline-bars.ts';
import { dependencyLines, placeBars } from './timeline-geometry.ts';
import { timelineRows } from './timeline-rows.ts';
import { daysBetween, scaleTicks, timelineSpan, weekendOffsets } from './timeline-scale.ts';

const task = (id: number, due_date: string | null, due_date_end: string | null = null) =>
  ({
    id,
    uuid: `u${id}`,
    name: `Task ${id}`,
    project_id: 1,
    tasklist_id: 10,
    state_id: 1,
    due_date,
    due_date_end,
    version: 1,
    workers_ids: [],
    can_edit_dates: true,
  }) satisfies TimelineTask;
const dep = (blocking: number, blocked: number) => ({
  uuid: `${blocking}-${blocked}`,
  blocking_task_id: blocking,
  blocked_task_id: blocked,
});

describe('bars', () => {
  it('spans from the start to the end, or stands on the one date a task has', () => {
    expect(barDays(task(1, '2026-05-04', '2026-05-08'))).toEqual({
      from: '2026-05-04',
      to: '2026-05-08',
    });
    expect(barDays(task(1, null, '2026-05-08'))).toEqual({ from: '2026-05-08', to: '2026-05-08' });
    expect(barDays(task(1, null))).toBeNull();
  });

  it('moves both dates, and stretches one edge without passing the other', () => {
    const t = task(1, '2026-05-04', '2026-05-08');
    expect(datesAfter(t, 'move', 3)).toEqual({
      due_date: '2026-05-07',
      due_date_end: '2026-05-11',
    });
    expect(datesAfter(t, 'end', -2)).toEqual({
      due_date: '2026-05-04',
      due_date_end: '2026-05-06',
    });
    expect(datesAfter(t, 'end', -9)).toEqual({
      due_date: '2026-05-04',
      due_date_end: '2026-05-04',
    });
    expect(datesAfter(t, 'start', 1)).toEqual({
      due_date: '2026-05-05',
      due_date_end: '2026-05-08',
    });
    // A one-day task stretched gets an end.
    expect(datesAfter(task(2, '2026-05-04'), 'end', 2)).toEqual({
      due_date: '2026-05-04',
      due_date_end: '2026-05-06',
    });
    expect(datesAfter(task(3, null, '2026-05-04'), 'move', 1)).toEqual({
      due_date: null,
      due_date_end: '2026-05-05',
    });
  });

  it('keeps the time of day of a moment it shifts', () => {
    const moved = shiftDue('2026-05-04T08:30:00.000Z', 2);
    expect(new Date(moved).getTime() - Date.parse('2026-05-04T08:30:00.000Z')).toBeGreaterThan(
      2 * 86_400_000 - 3_600_001,
    );
  });
});

describe('scale', () => {
  it('spans from a Monday two weeks before the first day to two months after the last', () => {
    const span = timelineSpan(['2026-05-06', '2026-06-01'], '2026-05-20');
    expect(span.start).toBe('2026-04-20');
    expect(span.days).toBe(daysBetween('2026-04-20', '2026-07-31') + 1);
  });

  it('names months above days, and quarters below years when zoomed out', () => {
    const days = scaleTicks('day', '2026-04-27', 10, 'en-US');
    expect(days.upper.map((t) => [t.label, t.offset, t.days])).toEqual([
      ['April 2026', 0, 4],
      ['May 2026', 4, 6],
    ]);
    expect(days.lower).toHaveLength(10);
    const quarters = scaleTicks('quarter', '2026-11-02', 120, 'en-US');
    expect(quarters.upper.map((t) => t.label)).toEqual(['2026', '2027']);
    expect(quarters.lower.map((t) => t.label)).toEqual(['Q4', 'Q1']);
  });

  it('finds the weekends', () => {
    expect(weekendOffsets('2026-05-04', 14)).toEqual([5, 6, 12, 13]);
  });
});

describe('rows', () => {
  it('groups tasks under their lists, dated ones first by start, and folds collapsed groups', () => {
    const data: TimelineData = {
      projects: [{ id: 1, name: 'P', color: null }],
      tasklists: [
        { id: 10, name: 'A', project_id: 1 },
        { id: 20, name: 'B', project_id: 1 },
      ],
      tasks: [
        task(1, null),
        task(2, '2026-05-09'),
        task(3, '2026-05-01'),
        { ...task(4, '2026-05-01'), tasklist_id: 20 },
      ],
      dependencies: [],
      truncated: false,
    };
    expect(timelineRows(data, 'tasklist', new Set(), true).map((r) => r.key)).toEqual([
      'tasklist-10',
      'task-3',
      'task-2',
      'task-1',
      'tasklist-20',
      'task-4',
    ]);
    expect(
      timelineRows(data, 'tasklist', new Set(['tasklist-10']), true).map((r) => r.key),
    ).toEqual(['tasklist-10', 'tasklist-20', 'task-4']);
  });
});

describe('critical path', () => {
  it('walks back from the latest end through the blocking task that ends last', () => {
    const tasks = [
      task(1, '2026-05-01', '2026-05-03'),
      task(2, '2026-05-01', '2026-05-06'),
      task(3, '2026-05-07', '2026-05-10'),
      task(4, '2026-05-02'),
    ];
    const path = criticalPath(tasks, [dep(1, 3), dep(2, 3), dep(4, 1)]);
    expect([...path.tasks].sort()).toEqual([2, 3]);
    expect([...path.links]).toEqual(['2>3']);
  });
});

describe('auto-scheduling', () => {
  it('moves the blocked tasks later down the chain, keeping their length', () => {
    const tasks = [
      task(1, '2026-05-01', '2026-05-03'),
      task(2, '2026-05-04', '2026-05-05'),
      task(3, '2026-05-06'),
      task(4, '2026-06-01'),
    ];
    const moved = autoSchedule(tasks, [dep(1, 2), dep(2, 3), dep(1, 4)], {
      id: 1,
      dates: { due_date: '2026-05-03', due_date_end: '2026-05-05' },
    });
    expect(Object.fromEntries(moved)).toEqual({
      1: { due_date: '2026-05-03', due_date_end: '2026-05-05' },
      2: { due_date: '2026-05-06', due_date_end: '2026-05-07' },
      3: { due_date: '2026-05-08', due_date_end: null },
    });
  });

  it('leaves tasks in a cycle where they are', () => {
    const tasks = [
      task(1, '2026-05-01', '2026-05-03'),
      task(2, '2026-05-04'),
      task(3, '2026-05-05'),
    ];
    const moved = autoSchedule(tasks, [dep(1, 2), dep(2, 3), dep(3, 2)], {
      id: 1,
      dates: { due_date: '2026-05-10', due_date_end: '2026-05-12' },
    });
    expect([...moved.keys()]).toEqual([1]);
  });
});

describe('geometry', () => {
  it('places bars by day and draws only the dependencies that touch the rows shown', () => {
    const data: TimelineData = {
      projects: [{ id: 1, name: 'P', color: null }],
      tasklists: [{ id: 10, name: 'A', project_id: 1 }],
      tasks: [task(1, '2026-05-04', '2026-05-05'), task(2, '2026-05-07'), task(3, null)],
      dependencies: [dep(1, 2), dep(2, 3)],
      truncated: false,
    };
    const rows = timelineRows(data, 'tasklist', new Set(), true);
    const bars = placeBars(rows, '2026-05-01', 10);
    expect(bars.get(1)).toEqual({ left: 30, width: 20, index: 1 });
    expect(bars.get(2)).toEqual({ left: 60, width: 10, index: 2 });
    expect(bars.has(3)).toBe(false);
    const lines = dependencyLines(data.dependencies, bars, { first: 0, last: 3 });
    expect(lines).toEqual([
      { dependency: dep(1, 2), from: { x: 50, y: 54 }, to: { x: 60, y: 90 } },
    ]);
    expect(dependencyLines(data.dependencies, bars, { first: 3, last: 9 })).toEqual([]);
  });
});
