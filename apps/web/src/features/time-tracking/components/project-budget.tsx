import { Progress, Stack, Text, Title } from '@mantine/core';
import type { Project, WorkSums } from '@tandem/contract';
import {
  amountToMinor,
  formatMoney,
  formatWorkMinutes,
  minorToAmount,
} from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/calendar-day.ts';
import { formatPercent } from '../../../lib/format.ts';
import type { BudgetUse } from '../utils/budget.ts';
import { BUDGET_COLORS, budgetUse, spentIn } from '../utils/budget.ts';

/** One bar: the spend against its budget, coloured by how far it went, with what that means. */
function BudgetBar({
  kind,
  use,
  spent,
  budget,
  excess,
}: {
  kind: 'money' | 'time';
  use: BudgetUse;
  spent: string;
  budget: string;
  excess: string;
}) {
  const { t, i18n } = useTranslation();
  const key = `timeTracking.projectTime.budget.${kind}`;
  const percent = formatPercent(Math.floor(Math.min(use.share, 99.99) * 100) / 100, i18n.language);
  const note =
    use.level === 'warning'
      ? t(`${key}.warning`, { percent })
      : use.level === 'over'
        ? use.excess > 0
          ? t(`${key}.exceeded`, { amount: excess })
          : t(`${key}.full`)
        : null;
  return (
    <Stack gap={4} data-testid={`budget-${kind}`} data-level={use.level}>
      <Text size="sm" fw={500}>
        {t(`${key}.label`)}: {t('timeTracking.projectTime.budget.of', { spent, budget })}
      </Text>
      <Progress
        value={Math.min(100, use.share * 100)}
        color={BUDGET_COLORS[use.level]}
        size="lg"
        aria-label={t(`${key}.label`)}
        aria-valuetext={percent}
      />
      {note && (
        <Text size="sm" c={BUDGET_COLORS[use.level]} fw={use.level === 'over' ? 600 : 500}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The project's budget against the time and money reported in it so far: a bar for each part
 * the budget sets, orange from 80 % and red once it is all spent.
 */
export function ProjectBudget({
  budget,
  sums,
  since = null,
}: {
  budget: NonNullable<Project['budget']>;
  sums: WorkSums;
  /** The day the current period of a recurring budget began; null counts everything. */
  since?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) =>
    formatMoney(minorToAmount(minor), budget.currency, i18n.language);
  const spentMinor = spentIn(sums.costs, budget.currency);
  const budgetMinor = budget.amount === null ? null : amountToMinor(budget.amount);
  return (
    <Stack gap="sm" component="section" aria-labelledby="project-budget-title">
      <Title order={2} size="h4" id="project-budget-title">
        {t('timeTracking.projectTime.budget.title')}
      </Title>
      {budgetMinor !== null && (
        <BudgetBar
          kind="money"
          use={budgetUse(spentMinor, budgetMinor)}
          spent={money(spentMinor)}
          budget={money(budgetMinor)}
          excess={money(Math.max(0, spentMinor - budgetMinor))}
        />
      )}
      {budget.minutesBudget !== null && (
        <BudgetBar
          kind="time"
          use={budgetUse(sums.minutes, budget.minutesBudget)}
          spent={formatWorkMinutes(sums.minutes)}
          budget={formatWorkMinutes(budget.minutesBudget)}
          excess={formatWorkMinutes(Math.max(0, sums.minutes - budget.minutesBudget))}
        />
      )}
      <Text size="xs" c="dimmed">
        {since === null
          ? t('timeTracking.projectTime.budget.allTime')
          : t('timeTracking.projectTime.budget.sincePeriod', {
              date: formatDay(since, i18n.language),
            })}
      </Text>
    </Stack>
  );
}
