import { describe, expect, it } from 'vitest';
import { workReportFixture, workTaskFixture } from '../../../test/work-fixtures.ts';
import { buildWeekGrid, mondayOf, noonIn, peopleOf, weekDays } from './week-grid.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const copy = workTaskFixture();
const layout = workTaskFixture({ id: 6, name: 'Layout' });
const walt = { id: 8, fullname: 'Walt Worker' };

describe('the week', () => {
  it('starts on the Monday of any of its days, across months and years', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('yesterday')).toBeNull();
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('dates a day’s time at midday of that day in the viewer’s time zone', () => {
    expect(noonIn('2026-03-02', 'UTC')).toBe(at('2026-03-02T12:00:00Z'));
    expect(noonIn('2026-03-02', 'Europe/Prague')).toBe(at('2026-03-02T11:00:00Z'));
    expect(noonIn('2026-07-01', 'Europe/Prague')).toBe(at('2026-07-01T10:00:00Z'));
    expect(noonIn('2026-03-02', 'America/New_York')).toBe(at('2026-03-02T17:00:00Z'));
  });
});

describe('buildWeekGrid', () => {
  const reports = [
    workReportFixture({ id: 1, minutes: 90, dateReported: at('2026-03-02T10:00:00Z') }),
    workReportFixture({ id: 2, minutes: 30, dateReported: at('2026-03-02T15:00:00Z') }),
    workReportFixture({
      id: 3,
      minutes: 45,
      task: layout,
      dateReported: at('2026-03-04T09:00:00Z'),
    }),
    workReportFixture({
      id: 4,
      minutes: 60,
      worker: walt,
      dateReported: at('2026-03-08T12:00:00Z'),
    }),
    // Outside the week.
    workReportFixture({ id: 5, minutes: 600, dateReported: at('2026-03-09T12:00:00Z') }),
  ];

  it('puts reports in rows of person and task and columns of days, with every total', () => {
    const grid = buildWeekGrid(reports, '2026-03-02', 'UTC');
    expect(grid.days[0]).toBe('2026-03-02');
    expect(grid.rows.map((r) => [r.worker.fullname, r.task.name])).toEqual([
      ['Olga Owner', 'Layout'],
      ['Olga Owner', 'Write copy'],
      ['Walt Worker', 'Write copy'],
    ]);
    const olgasCopy = grid.rows[1]!;
    expect(olgasCopy.cells.map((c) => c.minutes)).toEqual([120, 0, 0, 0, 0, 0, 0]);
    expect(olgasCopy.cells[0]!.reports.map((r) => r.id)).toEqual([1, 2]);
    expect(olgasCopy.minutes).toBe(120);
    expect(grid.rows[0]!.cells[2]!.minutes).toBe(45);
    expect(grid.dayMinutes).toEqual([120, 0, 45, 0, 0, 0, 60]);
    expect(grid.minutes).toBe(225);
    expect(peopleOf(reports).map((p) => p.id)).toEqual([7, 8]);
  });

  it('counts a report on the day it was in the viewer’s time zone', () => {
    // 23:30 UTC on Sunday is already Monday in Prague: the next week there.
    const late = workReportFixture({ minutes: 15, dateReported: at('2026-03-08T23:30:00Z') });
    expect(buildWeekGrid([late], '2026-03-02', 'UTC').dayMinutes[6]).toBe(15);
    expect(buildWeekGrid([late], '2026-03-02', 'Europe/Prague').rows).toEqual([]);
    expect(buildWeekGrid([late], '2026-03-09', 'Europe/Prague').dayMinutes[0]).toBe(15);
  });

  it('shows a task added for the week as an empty row, once', () => {
    const grid = buildWeekGrid(reports.slice(0, 1), '2026-03-02', 'UTC', [
      { worker: { id: 7, fullname: 'Olga Owner' }, task: copy },
      { worker: { id: 7, fullname: 'Olga Owner' }, task: layout },
    ]);
    expect(grid.rows.map((r) => [r.task.name, r.minutes])).toEqual([
      ['Layout', 0],
      ['Write copy', 90],
    ]);
  });
});
