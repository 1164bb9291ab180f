import { Collapse, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { BUDGET_RESET_MONTHS_MAX } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import type { ProjectUpdate } from '../api/projects.api.ts';

/** The budget as the form holds it: texts and numbers as typed. */
export interface BudgetForm {
  amount: string;
  /** The time budget in hours, as typed; '' for none. */
  hours: string | number;
  isRecurrent: boolean;
  nextResetDate: string;
  months: string | number;
  day: string | number;
}

export function budgetForm(budget: Project['budget']): BudgetForm {
  return {
    amount: budget?.amount ?? '',
    hours: budget?.minutesBudget == null ? '' : Math.round((budget.minutesBudget / 60) * 100) / 100,
    isRecurrent: budget?.isRecurrent ?? false,
    nextResetDate: budget?.nextResetDate ?? '',
    months: budget?.nullAfterMonthsCount ?? '',
    day: budget?.nullInDayOfMonth ?? '',
  };
}

const numberOrNull = (value: string | number) =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** The budget as the API takes it: null when nothing is set. */
export function budgetBody(form: BudgetForm): ProjectUpdate['budget'] {
  const hours = numberOrNull(form.hours);
  const amount = form.amount.trim();
  if (!amount && hours === null && !form.isRecurrent) return null;
  return {
    amount: amount || null,
    minutesBudget: hours === null ? null : Math.round(hours * 60),
    isRecurrent: form.isRecurrent,
    nextResetDate: form.isRecurrent ? form.nextResetDate || null : null,
    nullAfterMonthsCount: form.isRecurrent ? numberOrNull(form.months) : null,
    nullInDayOfMonth: form.isRecurrent ? numberOrNull(form.day) : null,
  };
}

/** The first day of the month after `today` (yyyy-MM-dd), where a new recurrence starts. */
function nextMonthStart(today: Date): string {
  const next = new Date(Date.UTC(today.getFullYear(), today.getMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * A project's budget: money in its currency, time in hours, and whether it restarts every few
 * months on a day (counted from midnight in the owner's time zone).
 */
export function ProjectBudgetFields({
  form,
  onChange,
  currency,
  error,
}: {
  form: BudgetForm;
  onChange: (form: BudgetForm) => void;
  currency: string;
  error: unknown;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<BudgetForm>) => onChange({ ...form, ...change });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('projects.budget', { currency })}
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => set({ amount: e.currentTarget.value })}
          error={fieldError(error, 'budget.amount')}
        />
        <NumberInput
          label={t('projects.budgetHours')}
          min={0}
          decimalScale={2}
          value={form.hours}
          onChange={(hours) => set({ hours })}
          error={fieldError(error, 'budget.minutesBudget')}
        />
      </SimpleGrid>
      <Switch
        label={t('projects.budgetRecurrent')}
        checked={form.isRecurrent}
        onChange={(e) => {
          const isRecurrent = e.currentTarget.checked;
          set(
            isRecurrent && !form.nextResetDate
              ? { isRecurrent, nextResetDate: nextMonthStart(new Date()), months: 1, day: 1 }
              : { isRecurrent },
          );
        }}
      />
      <Collapse expanded={form.isRecurrent}>
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              label={t('projects.budgetNextReset')}
              type="date"
              value={form.nextResetDate}
              onChange={(e) => set({ nextResetDate: e.currentTarget.value })}
              error={fieldError(error, 'budget.nextResetDate')}
            />
            <NumberInput
              label={t('projects.budgetEveryMonths')}
              min={1}
              max={BUDGET_RESET_MONTHS_MAX}
              allowDecimal={false}
              value={form.months}
              onChange={(months) => set({ months })}
              error={fieldError(error, 'budget.nullAfterMonthsCount')}
            />
            <NumberInput
              label={t('projects.budgetDayOfMonth')}
              min={1}
              max={31}
              allowDecimal={false}
              value={form.day}
              onChange={(day) => set({ day })}
              error={fieldError(error, 'budget.nullInDayOfMonth')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('projects.budgetRecurrentHint')}
          </Text>
        </Stack>
      </Collapse>
    </Stack>
  );
}
