import { describe, expect, it } from 'vitest';
import { formatDay, todayIn } from '../../../lib/calendar-day.ts';
import { outOfOfficeStatus } from './out-of-office.ts';

describe('out of office', () => {
  const period = { date_from: '2026-07-01', date_to: '2026-07-14' };

  it('is on from the first to the last day, ahead before and over after', () => {
    expect(outOfOfficeStatus(period, '2026-06-30')).toBe('upcoming');
    expect(outOfOfficeStatus(period, '2026-07-01')).toBe('current');
    expect(outOfOfficeStatus(period, '2026-07-14')).toBe('current');
    expect(outOfOfficeStatus(period, '2026-07-15')).toBeNull();
    expect(outOfOfficeStatus(null, '2026-07-01')).toBeNull();
  });

  it('takes today in the viewer’s time zone and shows a day as that day everywhere', () => {
    const late = new Date('2026-07-01T23:30:00Z');
    expect(todayIn('UTC', late)).toBe('2026-07-01');
    expect(todayIn('Europe/Prague', late)).toBe('2026-07-02');
    expect(todayIn('America/New_York', late)).toBe('2026-07-01');
    expect(formatDay('2026-07-14', 'en-US')).toBe('Jul 14, 2026');
    expect(formatDay('2026-07-14', 'cs-CZ')).toBe('14. 7. 2026');
  });
});
