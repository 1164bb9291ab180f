import { Group, NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ESTIMATE_HOURS_MAX } from '../utils/estimate-minutes.ts';

export interface DurationDraft {
  hours: number | '';
  minutes: number | '';
}

/** Hours and minutes side by side, named for whose estimate they are. */
export function DurationInput({
  label,
  value,
  onChange,
  disabled = false,
  error,
}: {
  label: string;
  value: DurationDraft;
  onChange: (value: DurationDraft) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const number = (v: string | number): number | '' => (v === '' ? '' : Number(v));
  return (
    <div role="group" aria-label={label}>
      <Group gap={4} wrap="nowrap" align="center">
        <NumberInput
          size="xs"
          w={80}
          min={0}
          max={ESTIMATE_HOURS_MAX}
          allowDecimal={false}
          allowNegative={false}
          aria-label={t('taskEstimates.hoursOf', { name: label })}
          rightSection={<Text size="xs">{t('taskEstimates.h')}</Text>}
          value={value.hours}
          disabled={disabled}
          onChange={(v) => onChange({ ...value, hours: number(v) })}
        />
        <NumberInput
          size="xs"
          w={80}
          min={0}
          max={59}
          allowDecimal={false}
          allowNegative={false}
          aria-label={t('taskEstimates.minutesOf', { name: label })}
          rightSection={<Text size="xs">{t('taskEstimates.min')}</Text>}
          value={value.minutes}
          disabled={disabled}
          onChange={(v) => onChange({ ...value, minutes: number(v) })}
        />
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </div>
  );
}
