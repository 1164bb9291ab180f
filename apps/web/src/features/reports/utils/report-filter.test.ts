import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  fromConds,
  readFilter,
  sameFilter,
  toConds,
  writeFilter,
} from './report-filter.ts';

const read = (search: string) => readFilter(new URLSearchParams(search));

describe('the report filter', () => {
  it('is this month by projects, all reports, when the address holds nothing', () => {
    expect(read('')).toEqual(DEFAULT_FILTER);
    expect(toConds(DEFAULT_FILTER)).toEqual({ date_tpl: 'this_month' });
  });

  it('builds the conds of every part chosen in the address', () => {
    const filter = read(
      'period=custom&from=2026-03-01&to=2026-03-31&projects=4,5&people=7&lists=9' +
        '&label=Urgent&label=Design&tag=Client&currency=EUR&mode=billable&group=users',
    );
    expect(filter.grouping).toBe('users');
    expect(toConds(filter)).toEqual({
      date_tpl: 'custom',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      projects_ids: [4, 5],
      users_ids: [7],
      tasklists_ids: [9],
      tasks_labels_names: ['Urgent', 'Design'],
      project_tags_names: ['Client'],
      currency_iso: 'EUR',
      mode: 'billable',
    });
  });

  it('sends a named period without days, and no days of a range ending before it starts', () => {
    expect(toConds(read('period=last_week&from=2026-03-01'))).toEqual({ date_tpl: 'last_week' });
    expect(toConds(read('period=custom&from=2026-03-10&to=2026-03-01'))).toEqual({
      date_tpl: 'custom',
    });
  });

  it('ignores what the address holds wrong', () => {
    expect(read('period=someday&from=yesterday&projects=a,-1,3&currency=GBP&group=teams')).toEqual({
      ...DEFAULT_FILTER,
      projects: [3],
    });
  });

  it('narrows the reports to one person for the own reports, whoever else is chosen', () => {
    expect(toConds(read('people=8,9'), 7).users_ids).toEqual([7]);
  });

  it('writes only what differs from the default, beside the other parameters', () => {
    const filter = { ...DEFAULT_FILTER, projects: [4], labels: ['A b'], grouping: 'day' as const };
    const params = writeFilter(filter, new URLSearchParams('all=1&group=users'));
    expect(params.toString()).toBe('all=1&group=day&projects=4&label=A+b');
    expect(readFilter(params)).toEqual(filter);
  });

  it('reads a saved filter back, and knows it whatever the order of its lists', () => {
    const saved = fromConds({
      date_tpl: 'last_month',
      projects_ids: [5, 4],
      grouping: 'tasks',
    });
    expect(saved).toEqual({
      ...DEFAULT_FILTER,
      period: 'last_month',
      projects: [5, 4],
      grouping: 'tasks',
    });
    expect(sameFilter(saved, { ...saved, projects: [4, 5] })).toBe(true);
    expect(sameFilter(saved, { ...saved, grouping: 'users' })).toBe(false);
  });
});
