import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar-dates.ts';

describe('calendar dates', () => {
  it('counts days between calendar dates across months, years and leap days', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-03-01', '2026-04-30')).toBe(60);
    expect(daysBetween('2026-04-30', '2026-03-01')).toBe(-60);
    expect(daysBetween('2023-12-31', '2024-03-01')).toBe(61);
  });

  it('adds days whatever the daylight saving time of the server', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('the time zone of the run', () => {
  it('is the one the run asked for (the date tests run again in zones with daylight saving)', () => {
    const asked = process.env.TZ;
    if (asked) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(asked);
  });
});
