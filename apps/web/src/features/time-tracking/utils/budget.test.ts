import { describe, expect, it } from 'vitest';
import { budgetUse, spentIn } from './budget.ts';

describe('budgetUse', () => {
  it('is calm under 80 %, a warning from 80 % and over from 100 %', () => {
    expect(budgetUse(7_900, 10_000)).toEqual({ share: 0.79, level: 'ok', excess: 0 });
    expect(budgetUse(8_000, 10_000)).toMatchObject({ level: 'warning', excess: 0 });
    expect(budgetUse(9_999, 10_000).level).toBe('warning');
    expect(budgetUse(10_000, 10_000)).toMatchObject({ level: 'over', excess: 0 });
    expect(budgetUse(12_500, 10_000)).toEqual({ share: 1.25, level: 'over', excess: 2_500 });
  });

  it('takes a budget of nothing as spent by any spend', () => {
    expect(budgetUse(0, 0).level).toBe('ok');
    expect(budgetUse(1, 0)).toMatchObject({ level: 'over', excess: 1 });
  });

  it('reads the spend in the budget’s currency', () => {
    const costs = [
      { amount: '12.50', currency: 'USD' },
      { amount: '800.00', currency: 'EUR' },
    ];
    expect(spentIn(costs, 'EUR')).toBe(80_000);
    expect(spentIn(costs, 'CZK')).toBe(0);
  });
});
