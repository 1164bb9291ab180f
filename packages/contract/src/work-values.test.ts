import { describe, expect, it } from 'vitest';
import {
  elapsedMinutes,
  formatMoney,
  formatTrackedSeconds,
  formatWorkMinutes,
  parseMoneyInput,
  roundToCurrency,
  workCostMinor,
} from './work-values.ts';

describe('the time and money rules of time tracking', () => {
  it('costs work as the hourly amount times the minutes over 60, rounded up', () => {
    expect(workCostMinor(60050, 7)).toBe(7006); // 70.0583… → 70.06
    expect(workCostMinor(100, 1)).toBe(2); // 1.666… cents → 2
    expect(workCostMinor(6000, 60)).toBe(6000);
    expect(workCostMinor(null, 60)).toBe(0);
    expect(workCostMinor(6000, 0)).toBe(0);
  });

  it('rounds invoiced money half up to whole crowns in CZK and to hundredths elsewhere', () => {
    expect(roundToCurrency(7006, 'CZK')).toBe(7000); // 70.06 → 70
    expect(roundToCurrency(7050, 'CZK')).toBe(7100); // 70.50 → 71
    expect(roundToCurrency(7049.99, 'CZK')).toBe(7000);
    expect(roundToCurrency(2592.45, 'EUR')).toBe(2592);
    expect(roundToCurrency(52.5, 'EUR')).toBe(53);
    expect(roundToCurrency(7006, 'EUR')).toBe(7006);
  });

  it('rounds elapsed minutes away from zero', () => {
    const at = Date.UTC(2026, 2, 29, 0, 59, 50); // the night summer time begins in Prague
    expect(elapsedMinutes(at, at)).toBe(0);
    expect(elapsedMinutes(at, at + 1_000)).toBe(1);
    expect(elapsedMinutes(at, at + 60_000)).toBe(1);
    expect(elapsedMinutes(at, at + 61_000)).toBe(2);
    expect(elapsedMinutes(at + 61_000, at)).toBe(-2);
    // Elapsed time is counted on the clock of the world, not on the wall: DST changes nothing.
    expect(elapsedMinutes(at, at + 2 * 3_600_000)).toBe(120);
  });

  it('shows seconds as h:mm:ss and refuses what is not a time', () => {
    expect(formatTrackedSeconds(0)).toBe('0:00:00');
    expect(formatTrackedSeconds(3_725)).toBe('1:02:05');
    expect(formatTrackedSeconds(100 * 3600)).toBe('100:00:00');
    expect(formatTrackedSeconds(-1)).toBeNull();
    expect(formatTrackedSeconds(Number.NaN)).toBeNull();
    expect(formatWorkMinutes(95)).toBe('1:35');
  });

  it('shows money with the locale’s separators, CZK whole, an unknown currency with a dash', () => {
    expect(formatMoney('1234.5', 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'CZK', 'cs-CZ').replace(/\s/g, ' ')).toBe('1 235 Kč');
    expect(formatMoney('12.5', 'XYZ', 'en-US')).toBe('12.50 XYZ-');
  });

  it('reads typed money in the locale’s way, into minor units', () => {
    expect(parseMoneyInput('1 234,50', 'cs-CZ')).toBe(123450);
    expect(parseMoneyInput('1,234.50', 'en-US')).toBe(123450);
    expect(parseMoneyInput('12', 'en-US')).toBe(1200);
    expect(parseMoneyInput('12.345', 'en-US')).toBeNull();
    expect(parseMoneyInput('abc', 'en-US')).toBeNull();
  });
});
