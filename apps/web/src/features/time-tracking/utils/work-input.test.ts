import { describe, expect, it } from 'vitest';
import { workReportFixture } from '../../../test/work-fixtures.ts';
import { dayMoment, groupByDay, parseMinutesInput } from './work-input.ts';

describe('parseMinutesInput', () => {
  it('reads h:mm and minutes alone', () => {
    expect(parseMinutesInput('1:30')).toBe(90);
    expect(parseMinutesInput(' 45 ')).toBe(45);
    expect(parseMinutesInput('0:05')).toBe(5);
    expect(parseMinutesInput('0')).toBe(0);
  });

  it('refuses what is not a time, or more than a report holds', () => {
    for (const text of ['', '1:5', '1:75', 'abc', '-5', '1.5', '525601']) {
      expect(parseMinutesInput(text), text).toBeNull();
    }
    expect(parseMinutesInput('525600')).toBe(525_600);
  });
});

describe('dayMoment', () => {
  const now = Date.UTC(2026, 2, 2, 15, 20, 30);

  it('dates today’s work now, another day’s at its midday', () => {
    expect(dayMoment('2026-03-02', 'UTC', now)).toBe(Math.floor(now / 1000));
    expect(dayMoment('2026-02-27', 'UTC', now)).toBe(Date.UTC(2026, 1, 27, 12) / 1000);
  });
});

describe('groupByDay', () => {
  it('groups reports by their day in the viewer’s zone, with each day’s minutes', () => {
    const late = workReportFixture({
      id: 1,
      minutes: 30,
      dateReported: Date.UTC(2026, 2, 2, 23, 30) / 1000,
    });
    const early = workReportFixture({
      id: 2,
      minutes: 15,
      dateReported: Date.UTC(2026, 2, 2, 8) / 1000,
    });
    expect(groupByDay([late, early], 'UTC').map((d) => [d.day, d.minutes])).toEqual([
      ['2026-03-02', 45],
    ]);
    expect(groupByDay([late, early], 'Europe/Prague').map((d) => [d.day, d.minutes])).toEqual([
      ['2026-03-03', 30],
      ['2026-03-02', 15],
    ]);
  });
});
