import { describe, expect, it } from 'vitest';
import {
  BUDGET_MESSAGES,
  budgetPeriodStart,
  nextBudgetReset,
  shiftBudgetReset,
} from './budget-period.ts';
import { budgetInputSchema } from './projects.ts';

const monthly = (next: string, day: number, months = 1) => ({
  isRecurrent: true,
  nextResetDate: next,
  nullAfterMonthsCount: months,
  nullInDayOfMonth: day,
});

describe('budget periods', () => {
  it('moves a reset by months onto the day, or the last day of a shorter month', () => {
    expect(shiftBudgetReset('2026-01-31', 1, 31)).toBe('2026-02-28');
    expect(shiftBudgetReset('2026-02-28', 1, 31)).toBe('2026-03-31');
    expect(shiftBudgetReset('2028-01-30', 1, 30)).toBe('2028-02-29');
    expect(shiftBudgetReset('2026-11-15', 3, 15)).toBe('2027-02-15');
    expect(shiftBudgetReset('2026-02-28', -1, 31)).toBe('2026-01-31');
    expect(shiftBudgetReset('2026-01-10', -12, 10)).toBe('2025-01-10');
  });

  it('finds the period around today, before the first reset and after missed ones', () => {
    const budget = monthly('2026-03-31', 31);
    // Before the first reset, the period is the one that ends with it.
    expect(budgetPeriodStart(budget, '2026-03-10')).toBe('2026-02-28');
    expect(nextBudgetReset(budget, '2026-03-10')).toBe('2026-03-31');
    // On the reset day the new period has begun.
    expect(budgetPeriodStart(budget, '2026-03-31')).toBe('2026-03-31');
    expect(nextBudgetReset(budget, '2026-03-31')).toBe('2026-04-30');
    // Resets missed for months are caught up.
    expect(budgetPeriodStart(budget, '2026-07-05')).toBe('2026-06-30');
    expect(nextBudgetReset(monthly('2026-01-01', 1, 3), '2026-08-20')).toBe('2026-10-01');
  });

  it('has no period without a recurrence', () => {
    expect(
      budgetPeriodStart({ ...monthly('2026-03-01', 1), isRecurrent: false }, '2026-05-01'),
    ).toBe(null);
    expect(
      budgetPeriodStart({ ...monthly('2026-03-01', 1), nextResetDate: null }, '2026-05-01'),
    ).toBe(null);
  });

  it('validates the recurrence with clear messages', () => {
    const issues = (budget: unknown) =>
      budgetInputSchema.safeParse(budget).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ amount: '100', ...monthly('2026-03-01', 1, 12) })).toBeUndefined();
    expect(issues({ amount: '100', ...monthly('2026-03-01', 1, 13) })).toEqual([
      ['nullAfterMonthsCount', BUDGET_MESSAGES.months],
    ]);
    expect(issues({ amount: '100', ...monthly('2026-03-01', 32) })).toEqual([
      ['nullInDayOfMonth', BUDGET_MESSAGES.day],
    ]);
    expect(issues({ amount: '100', ...monthly('1.3.2026', 1) })).toEqual([
      ['nextResetDate', BUDGET_MESSAGES.resetDate],
    ]);
    expect(issues({ amount: null, isRecurrent: true, nullAfterMonthsCount: 1 })).toEqual([
      ['isRecurrent', BUDGET_MESSAGES.recurrentIncomplete],
    ]);
  });
});
