import { describe, expect, it } from 'vitest';
import { monthEndOf, mondayOf, periodOf } from './work-report-sums.dates.ts';

describe('the periods of a report filter', () => {
  it('start weeks on Monday and end months on their last day', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(monthEndOf('2028-02-10')).toBe('2028-02-29');
    expect(monthEndOf('2026-12-05')).toBe('2026-12-31');
  });

  it('count each named period from today, and take the given days otherwise', () => {
    const today = '2026-01-01';
    const given = { date_from: '2025-06-01', date_to: null };
    expect(periodOf('this_week', given, today)).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(periodOf('last_week', given, today)).toEqual({ from: '2025-12-22', to: '2025-12-28' });
    expect(periodOf('this_month', given, today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(periodOf('last_month', given, today)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodOf('this_year', given, today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodOf('last_year', given, today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodOf('custom', given, today)).toEqual({ from: '2025-06-01', to: null });
    expect(periodOf(null, {}, today)).toEqual({ from: null, to: null });
  });
});
