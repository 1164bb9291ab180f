import { amountToMinor } from '@tandem/contract/browser';

/** How far a spend has gone into its budget: under 80 %, from 80 %, or at and past 100 %. */
export type BudgetLevel = 'ok' | 'warning' | 'over';

export interface BudgetUse {
  /** Spent as a share of the budget (1 is all of it); above 1 when it is exceeded. */
  share: number;
  level: BudgetLevel;
  /** By how much the spend passes the budget (0 when it does not). */
  excess: number;
}

/** The share of the budget from which the spend is called out. */
export const BUDGET_WARNING_SHARE = 0.8;

/** A spend against its budget, both in the same unit (minor units of money, or minutes). */
export function budgetUse(spent: number, budget: number): BudgetUse {
  const share = budget > 0 ? spent / budget : spent > 0 ? Infinity : 0;
  const level: BudgetLevel =
    budget <= 0
      ? spent > 0
        ? 'over'
        : 'ok'
      : share >= 1
        ? 'over'
        : share >= BUDGET_WARNING_SHARE
          ? 'warning'
          : 'ok';
  return { share, level, excess: Math.max(0, spent - budget) };
}

/** The spend in one currency, in minor units, from sums that hold one amount per currency. */
export function spentIn(
  costs: ReadonlyArray<{ amount: string; currency: string }>,
  currency: string,
) {
  const cost = costs.find((c) => c.currency === currency);
  return cost ? amountToMinor(cost.amount) : 0;
}

export const BUDGET_COLORS: Record<BudgetLevel, string> = {
  ok: 'teal',
  warning: 'orange',
  over: 'red',
};
