import { describe, expect, it } from 'vitest';
import { endsBeforeStart, formatDueDate, parseDueDate, sameDueDate } from './task-due-dates.ts';

const due = (value: string) => parseDueDate(value)!;

describe('due dates', () => {
  it('keeps a whole day as that day, whatever the time zone', () => {
    expect(due('2026-05-10')).toEqual({ at: new Date('2026-05-10T00:00:00Z'), hasTime: false });
    expect(formatDueDate(due('2026-05-10').at, false)).toBe('2026-05-10');
  });

  it('keeps a time as an instant, sent back in UTC', () => {
    const at = due('2026-05-10T09:15:00+02:00');
    expect(at.hasTime).toBe(true);
    expect(formatDueDate(at.at, true)).toBe('2026-05-10T07:15:00.000Z');
    expect(parseDueDate(null)).toBeNull();
    expect(formatDueDate(null, true)).toBeNull();
  });

  it.each([
    ['2026-05-10', '2026-05-10', 'UTC', false],
    ['2026-05-10', '2026-05-09', 'UTC', true],
    ['2026-05-10T10:00:00Z', '2026-05-10T09:59:59Z', 'UTC', true],
    ['2026-05-10T10:00:00Z', '2026-05-10T10:00:00Z', 'UTC', false],
    // A time counts on its day in the user's zone: 23:30 UTC on the 9th is the 10th in Prague.
    ['2026-05-10', '2026-05-09T23:30:00Z', 'Europe/Prague', false],
    ['2026-05-10', '2026-05-09T23:30:00Z', 'UTC', true],
    ['2026-05-10T23:30:00Z', '2026-05-10', 'America/New_York', false],
    ['2026-05-11T01:00:00Z', '2026-05-10', 'America/New_York', false],
    ['2026-05-11T05:00:00Z', '2026-05-10', 'America/New_York', true],
  ])('start %s, end %s in %s: end before start is %s', (start, end, zone, before) => {
    expect(endsBeforeStart(due(start), due(end), zone)).toBe(before);
  });

  it('tells a whole day from midnight UTC with a time', () => {
    expect(sameDueDate(due('2026-05-10'), due('2026-05-10T00:00:00Z'))).toBe(false);
    expect(sameDueDate(due('2026-05-10'), due('2026-05-10'))).toBe(true);
    expect(sameDueDate(null, null)).toBe(true);
    expect(sameDueDate(null, due('2026-05-10'))).toBe(false);
  });
});
