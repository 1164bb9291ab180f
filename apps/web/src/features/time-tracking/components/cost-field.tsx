import { Stack, Text, TextInput } from '@mantine/core';
import {
  amountToMinor,
  formatMoney,
  minorToAmount,
  parseMoneyInput,
  workCostMinor,
} from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { useHourRate } from '../api/time-tracking.api.ts';

/**
 * The cost of time entered by hand: optional (the hour rate costs it otherwise), closed to a
 * worker whose rate is fixed, and what it will cost, shown when the viewer's rate is known.
 */
export function CostField({
  projectId,
  minutes,
  value,
  onChange,
  error,
}: {
  projectId: number | null;
  minutes: number | null;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const rate = useHourRate(projectId);
  const locale = i18n.language;
  const fixed = rate.data?.isFixed === true;
  const typed = value.trim() === '' ? null : parseMoneyInput(value, locale);
  const currency = rate.data?.currency;
  const costMinor =
    typed ??
    (rate.data?.amount && minutes !== null
      ? workCostMinor(amountToMinor(rate.data.amount), minutes)
      : null);
  return (
    <Stack gap={4}>
      <TextInput
        label={t('timeTracking.fields.cost')}
        description={fixed ? t('timeTracking.fields.costFixed') : t('timeTracking.fields.costHint')}
        inputMode="decimal"
        value={value}
        disabled={fixed}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        miw={0}
      />
      {rate.isError && (
        <Text size="xs" c="dimmed">
          {t('timeTracking.rateFailed')}
        </Text>
      )}
      {costMinor !== null && currency && (
        <Text size="sm" aria-live="polite" data-testid="cost-preview">
          {t('timeTracking.costPreview', {
            cost: formatMoney(minorToAmount(costMinor), currency, locale),
          })}
        </Text>
      )}
    </Stack>
  );
}
