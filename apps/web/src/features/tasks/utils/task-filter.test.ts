import { describe, expect, it } from 'vitest';
import { taskFixture } from '../../../test/fixtures.ts';
import {
  EMPTY_FILTER,
  countConditions,
  matchesTaskFilter,
  parseTaskFilter,
  writeTaskFilter,
} from './task-filter.ts';

const now = new Date(2026, 10, 22, 12, 0);
const filter = (query: string) => parseTaskFilter(new URLSearchParams(query));
const alice = { id: 2, fullname: 'Alice' };

describe('task filter', () => {
  it('reads what it understands from the address and drops the rest', () => {
    const f = filter(
      'assigned=2,x,-1&priority=h,z&state=5&due=soon&due_from=2026-01-01&due_to=bad',
    );
    expect(f.assigned).toEqual([2]);
    expect(f.priority).toEqual(['h']);
    expect(f.state).toBe('5');
    expect(f.due).toBeNull();
    expect(f.dueRange).toEqual({ from: '2026-01-01', to: '' });
  });

  it('writes itself back, keeping the other parameters, and counts its conditions', () => {
    const f = {
      ...EMPTY_FILTER,
      assigned: [2, 3],
      labels: ['Bug'],
      labelsAll: true,
      state: '1' as const,
    };
    const params = writeTaskFilter(new URLSearchParams('layout=table'), f);
    expect(params.toString()).toBe('layout=table&assigned=2%2C3&labels=Bug&labels_all=1&state=1');
    expect(parseTaskFilter(params)).toEqual(f);
    expect(countConditions(f)).toBe(3);
    expect(countConditions(EMPTY_FILTER)).toBe(0);
  });

  it('filters by people, completion and unassigned', () => {
    const mine = taskFixture({ workers: [alice] });
    const done = taskFixture({ state: { id: 5, state: 'finished' }, finished_by: alice });
    expect(matchesTaskFilter(mine, filter('assigned=2'), now)).toBe(true);
    expect(matchesTaskFilter(done, filter('assigned=2'), now)).toBe(false);
    expect(matchesTaskFilter(done, filter('involved=2'), now)).toBe(true);
    expect(matchesTaskFilter(mine, filter('created=1'), now)).toBe(true);
    expect(matchesTaskFilter(done, filter('state=1'), now)).toBe(false);
    expect(matchesTaskFilter(done, filter('state=5'), now)).toBe(true);
    expect(matchesTaskFilter(mine, filter('state=unassigned'), now)).toBe(false);
  });

  it('filters by due dates: overdue, today, this week, none and a range', () => {
    const yesterday = taskFixture({ due_date: '2026-11-21' });
    const today = taskFixture({ due_date: '2026-11-22' });
    const later = taskFixture({ due_date: '2026-11-27' });
    const none = taskFixture();
    expect(matchesTaskFilter(yesterday, filter('due=overdue'), now)).toBe(true);
    expect(matchesTaskFilter(today, filter('due=overdue'), now)).toBe(false);
    expect(matchesTaskFilter(today, filter('due=today'), now)).toBe(true);
    expect(matchesTaskFilter(later, filter('due=week'), now)).toBe(true);
    expect(matchesTaskFilter(yesterday, filter('due=week'), now)).toBe(false);
    expect(matchesTaskFilter(none, filter('due=none'), now)).toBe(true);
    expect(matchesTaskFilter(later, filter('due_from=2026-11-23&due_to=2026-11-30'), now)).toBe(
      true,
    );
    expect(matchesTaskFilter(none, filter('due_from=2026-11-23'), now)).toBe(false);
  });

  it('filters by custom fields, kept in the address as JSON', () => {
    const cf = JSON.stringify([
      { name: 'Points', type: 'number', condition: 'gt', value: 3 },
      { name: 'Bad', type: 'nope', condition: 'is' },
    ]);
    const f = filter(`cf=${encodeURIComponent(cf)}`);
    expect(f.custom).toEqual([{ name: 'Points', type: 'number', condition: 'gt', value: 3 }]);
    expect(filter('cf=%7Bnot-json').custom).toEqual([]);
    const field = (value: number) => ({
      uuid: 'f',
      name: 'Points',
      type: 'number' as const,
      value,
      value_uuid: 'v',
      author_id: 1,
      date_add: '2026-01-01T00:00:00.000Z',
      date_edited_at: null,
    });
    expect(matchesTaskFilter(taskFixture({ custom_fields: [field(5)] }), f, now)).toBe(true);
    expect(matchesTaskFilter(taskFixture({ custom_fields: [field(2)] }), f, now)).toBe(false);
    expect(matchesTaskFilter(taskFixture(), f, now)).toBe(false);
    expect(countConditions(f)).toBe(1);
  });

  it('filters by labels with any, all and exclude, by priority, name and estimates', () => {
    const task = taskFixture({
      name: 'Fix the Login',
      priority_enum: 'h',
      labels: [
        { uuid: 'a', name: 'Bug', color: null },
        { uuid: 'b', name: 'Web', color: null },
      ],
      total_time_estimate: { minutes: 30, time_spent: 0 },
    });
    expect(matchesTaskFilter(task, filter('labels=bug,ios'), now)).toBe(true);
    expect(matchesTaskFilter(task, filter('labels=bug,ios&labels_all=1'), now)).toBe(false);
    expect(matchesTaskFilter(task, filter('labels_not=web'), now)).toBe(false);
    expect(matchesTaskFilter(task, filter('priority=h,m'), now)).toBe(true);
    expect(matchesTaskFilter(taskFixture(), filter('priority=n'), now)).toBe(true);
    expect(matchesTaskFilter(task, filter('q=login'), now)).toBe(true);
    expect(matchesTaskFilter(task, filter('estimate=without'), now)).toBe(false);
  });
});
