import { describe, expect, it } from 'vitest';
import type { LineSource } from './invoice-lines.ts';
import { invoiceLines } from './invoice-lines.ts';

const report = (over: Partial<LineSource>): LineSource => ({
  minutes: 60,
  costMinor: 60_050,
  taskId: 1,
  taskName: 'Design',
  workerId: 1,
  workerName: 'Walter Worker',
  day: '2026-03-10',
  ...over,
});

const REPORTS = [
  report({ minutes: 7, costMinor: 7006 }),
  report({ minutes: 90, costMinor: 90_075, taskId: 2, taskName: 'Build', day: '2026-03-11' }),
  report({ minutes: 30, costMinor: 15_000, workerId: 2, workerName: 'Anna Aide' }),
];

describe('the lines of an invoice', () => {
  it('groups by task, in the order of the names, with whole crowns in CZK', () => {
    const { lines, sums } = invoiceLines(REPORTS, 'task', 'CZK', 21);
    expect(lines).toEqual([
      // 900.75 → 901; VAT 189.21 → 189; 901 per 1.5 h = 600.67 an hour
      { text: 'Build', minutes: 90, hourRate: 60_067, amount: 90_100, vat: 18_900 },
      // 70.06 + 150.00 = 220.06 → 220; VAT 46.20 → 46
      { text: 'Design', minutes: 37, hourRate: 35_676, amount: 22_000, vat: 4_600 },
    ]);
    expect(sums).toEqual({ minutes: 127, withoutVat: 112_100, vat: 23_500, withVat: 135_600 });
  });

  it('keeps hundredths in EUR and rounds VAT half up per line', () => {
    const { lines, sums } = invoiceLines(REPORTS, 'user', 'EUR', 21);
    expect(lines).toEqual([
      { text: 'Anna Aide', minutes: 30, hourRate: 30_000, amount: 15_000, vat: 3_150 },
      // 70.06 + 900.75 = 970.81; VAT 203.8701 → 203.87
      { text: 'Walter Worker', minutes: 97, hourRate: 60_050, amount: 97_081, vat: 20_387 },
    ]);
    expect(sums.withVat).toBe(15_000 + 3_150 + 97_081 + 20_387);
  });

  it('groups by day, without VAT when the rate is 0, and a line without minutes has no rate', () => {
    const { lines, sums } = invoiceLines(
      [...REPORTS, report({ minutes: 0, costMinor: 5_000, day: '2026-03-12' })],
      'day',
      'EUR',
      0,
    );
    expect(lines.map((l) => [l.text, l.minutes, l.hourRate, l.amount, l.vat])).toEqual([
      ['2026-03-10', 37, 35_685, 22_006, 0],
      ['2026-03-11', 90, 60_050, 90_075, 0],
      ['2026-03-12', 0, null, 5_000, 0],
    ]);
    expect(sums).toEqual({ minutes: 127, withoutVat: 117_081, vat: 0, withVat: 117_081 });
  });

  it('makes no lines of no work', () => {
    expect(invoiceLines([], 'task', 'CZK', 21)).toEqual({
      lines: [],
      sums: { minutes: 0, withoutVat: 0, vat: 0, withVat: 0 },
    });
  });
});
