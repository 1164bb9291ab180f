import { describe, expect, it } from 'vitest';
import type { RecurrenceRule } from './recurrence-rule.ts';
import { isoWeekday, nextDay, nextDueDates } from './recurrence-rule.ts';
import { instantAt } from '../../lib/zoned-time.ts';

const rule = (parts: Partial<RecurrenceRule>): RecurrenceRule => ({
  unit: 'day',
  interval: 1,
  weekdays: null,
  basedOn: 'due_date',
  ...parts,
});
const day = (value: string) => ({ at: new Date(`${value}T00:00:00.000Z`), hasTime: false });
const FINISHED = new Date('2026-03-10T15:00:00Z');

describe('nextDay', () => {
  it('counts days and weeks', () => {
    expect(nextDay(rule({ unit: 'day', interval: 1 }), '2026-12-31')).toBe('2027-01-01');
    expect(nextDay(rule({ unit: 'day', interval: 365 }), '2027-01-01')).toBe('2028-01-01');
    expect(nextDay(rule({ unit: 'week', interval: 2 }), '2026-02-20')).toBe('2026-03-06');
  });

  it('keeps the day of the month, or the month’s last day where it has none', () => {
    const monthly = rule({ unit: 'month', interval: 1 });
    expect(nextDay(monthly, '2026-01-15')).toBe('2026-02-15');
    expect(nextDay(monthly, '2026-01-31')).toBe('2026-02-28');
    expect(nextDay(monthly, '2028-01-31')).toBe('2028-02-29');
    expect(nextDay(monthly, '2026-03-31')).toBe('2026-04-30');
    expect(nextDay(monthly, '2026-12-31')).toBe('2027-01-31');
    expect(nextDay(rule({ unit: 'month', interval: 3 }), '2026-11-30')).toBe('2027-02-28');
    expect(nextDay(rule({ unit: 'month', interval: 14 }), '2026-05-31')).toBe('2027-07-31');
  });

  it('moves Feb 29 to Feb 28 in years without it, and keeps it in leap years', () => {
    expect(nextDay(rule({ unit: 'year', interval: 1 }), '2028-02-29')).toBe('2029-02-28');
    expect(nextDay(rule({ unit: 'year', interval: 4 }), '2028-02-29')).toBe('2032-02-29');
    expect(nextDay(rule({ unit: 'year', interval: 1 }), '2026-07-04')).toBe('2027-07-04');
  });

  it('takes the next chosen weekday of the week, or the first one `interval` weeks on', () => {
    // 2026-03-02 is a Monday.
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    const monWedFri = rule({ unit: 'week', interval: 1, weekdays: [5, 1, 3] });
    expect(nextDay(monWedFri, '2026-03-02')).toBe('2026-03-04');
    expect(nextDay(monWedFri, '2026-03-04')).toBe('2026-03-06');
    expect(nextDay(monWedFri, '2026-03-06')).toBe('2026-03-09');
    // A day that is not among them (Tuesday) goes to the next one that is.
    expect(nextDay(monWedFri, '2026-03-03')).toBe('2026-03-04');
    const everyOtherTuesday = rule({ unit: 'week', interval: 2, weekdays: [2] });
    expect(nextDay(everyOtherTuesday, '2026-03-03')).toBe('2026-03-17');
    expect(nextDay(everyOtherTuesday, '2026-03-08')).toBe('2026-03-17');
    const sundays = rule({ unit: 'week', interval: 1, weekdays: [7] });
    expect(nextDay(sundays, '2026-03-08')).toBe('2026-03-15');
    expect(nextDay(sundays, '2026-12-28')).toBe('2027-01-03');
  });
});

describe('nextDueDates', () => {
  it('counts from the due date, however late the task was finished', () => {
    const next = nextDueDates(
      rule({ unit: 'week' }),
      { due: day('2026-03-01'), dueEnd: null },
      FINISHED,
      'UTC',
    );
    expect(next).toEqual({ due: day('2026-03-08'), dueEnd: null });
  });

  it('counts from the day of completion in the finisher’s time zone', () => {
    const completion = rule({ unit: 'day', interval: 2, basedOn: 'completion' });
    // 23:30 UTC on the 10th is already the 11th in Prague.
    const late = new Date('2026-03-10T23:30:00Z');
    expect(nextDueDates(completion, { due: day('2026-03-01'), dueEnd: null }, late, 'UTC')).toEqual(
      { due: day('2026-03-12'), dueEnd: null },
    );
    expect(
      nextDueDates(completion, { due: day('2026-03-01'), dueEnd: null }, late, 'Europe/Prague'),
    ).toEqual({ due: day('2026-03-13'), dueEnd: null });
    // Without a due date, even a rule based on it counts from completion.
    expect(
      nextDueDates(rule({ unit: 'month' }), { due: null, dueEnd: null }, FINISHED, 'UTC'),
    ).toEqual({ due: day('2026-04-10'), dueEnd: null });
  });

  it('keeps the wall-clock time of a due date across a daylight-saving change', () => {
    const zone = 'Europe/Prague';
    const due = { at: instantAt('2026-03-27', '09:30:00', zone), hasTime: true };
    const next = nextDueDates(
      rule({ unit: 'day', interval: 3 }),
      { due, dueEnd: null },
      FINISHED,
      zone,
    );
    // 09:30 CET is 08:30 UTC; three days later, after the change, 09:30 CEST is 07:30 UTC.
    expect(due.at.toISOString()).toBe('2026-03-27T08:30:00.000Z');
    expect(next.due).toEqual({ at: new Date('2026-03-30T07:30:00.000Z'), hasTime: true });
  });

  it('moves an end date by as many days as the start', () => {
    const next = nextDueDates(
      rule({ unit: 'month' }),
      {
        due: day('2026-01-31'),
        dueEnd: { at: new Date('2026-02-02T16:00:00.000Z'), hasTime: true },
      },
      FINISHED,
      'UTC',
    );
    expect(next).toEqual({
      due: day('2026-02-28'),
      dueEnd: { at: new Date('2026-03-02T16:00:00.000Z'), hasTime: true },
    });
  });
});
