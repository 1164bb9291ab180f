import { describe, expect, it } from 'vitest';
import { hourTicks, hoursAsTime, rowsOf } from './sum-rows.ts';

describe('report rows', () => {
  it('names periods in the reader’s language and groups with where they belong', () => {
    const range = { date_from: null, date_to: null };
    const total_sum = { minutes: 0, costs: [] };
    const weeks = rowsOf(
      {
        grouping: 'week',
        total_sum,
        range,
        weekly_sums: [{ date_from: '2026-03-02', date_to: '2026-03-08', minutes: 90, costs: [] }],
      },
      'en-US',
    );
    expect(weeks[0]).toMatchObject({ name: 'Mar 2, 2026 – Mar 8, 2026', minutes: 90 });
    const months = rowsOf(
      {
        grouping: 'month',
        total_sum,
        range,
        monthly_sums: [{ date_from: '2026-03-01', date_to: '2026-03-31', minutes: 5, costs: [] }],
      },
      'cs-CZ',
    );
    expect(months[0]?.name).toBe('březen 2026');
    const tasks = rowsOf(
      {
        grouping: 'tasks',
        total_sum,
        range,
        groups: [
          {
            id: 5,
            name: 'Write copy',
            minutes: 30,
            costs: [],
            project: { id: 4, name: 'Launch' },
            tasklist: { id: 2, name: 'Drafts' },
          },
        ],
      },
      'en-US',
    );
    expect(tasks[0]).toMatchObject({ id: 5, context: 'Launch · Drafts' });
  });

  it('marks a scale of hours at whole steps, and reads hours as h:mm', () => {
    expect(hourTicks(3.4)).toEqual([0, 1, 2, 3, 4]);
    expect(hourTicks(0.75)).toEqual([0, 0.25, 0.5, 0.75]);
    expect(hourTicks(0)).toEqual([0, 0.25]);
    expect(hourTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(hoursAsTime(1.5)).toBe('1:30');
  });
});
