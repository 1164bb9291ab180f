import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Chip, Group, NativeSelect, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Recurrence, RecurrenceBase, RecurrenceUnit, Task } from '@tandem/contract';
import { ISO_WEEKDAYS, RECURRENCE_LIMITS, RECURRENCE_UNITS } from '@tandem/contract/browser';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSetRecurrence } from '../api/recurrence.api.ts';
import { weekdayName } from '../utils/recurrence-summary.ts';

const FIELDS = ['unit', 'interval', 'weekdays', 'based_on'];

/** Sets how a task repeats: every so many days, weeks (on chosen weekdays), months or years. */
export function RecurrenceForm({
  task,
  rule,
  onDone,
}: {
  task: Task;
  rule: Recurrence | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const set = useSetRecurrence(task);
  const [unit, setUnit] = useState<RecurrenceUnit>(rule?.unit ?? 'week');
  const [interval, setInterval] = useState<number | string>(rule?.interval ?? 1);
  const [weekdays, setWeekdays] = useState<string[]>((rule?.weekdays ?? []).map(String));
  const [basedOn, setBasedOn] = useState<RecurrenceBase>(
    rule?.based_on ?? (task.due_date ? 'due_date' : 'completion'),
  );
  const error = set.error;
  // A refusal no field explains: the task was finished or trashed meanwhile, or something else.
  const formError =
    error && !FIELDS.some((field) => fieldError(error, field))
      ? error instanceof ApiError && error.status === 409
        ? t('recurrence.cannotRepeat')
        : errorMessage(error, t)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate(
      {
        unit,
        interval: Number(interval),
        weekdays: unit === 'week' && weekdays.length > 0 ? weekdays.map(Number) : null,
        based_on: basedOn,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('recurrence.formTitle')}>
      <Stack gap="xs">
        {formError && (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        )}
        <Group gap="xs" align="flex-start" wrap="wrap">
          <NumberInput
            label={t('recurrence.interval')}
            min={RECURRENCE_LIMITS.intervalMin}
            max={RECURRENCE_LIMITS.intervalMax}
            allowDecimal={false}
            value={interval}
            onChange={setInterval}
            error={fieldError(error, 'interval')}
            w={110}
          />
          <NativeSelect
            label={t('recurrence.unit')}
            data={RECURRENCE_UNITS.map((value) => ({
              value,
              label: t(`recurrence.units.${value}`, { count: Number(interval) || 1 }),
            }))}
            value={unit}
            onChange={(event) => setUnit(event.currentTarget.value as RecurrenceUnit)}
            error={fieldError(error, 'unit')}
            style={{ flex: '1 1 8rem' }}
          />
        </Group>
        {unit === 'week' && (
          <Stack gap={4}>
            <Text size="sm" id={`weekdays-${task.id}`}>
              {t('recurrence.weekdays')}
            </Text>
            <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
              <Group gap={4} role="group" aria-labelledby={`weekdays-${task.id}`}>
                {ISO_WEEKDAYS.map((day) => (
                  <Chip key={day} value={String(day)} size="xs">
                    {weekdayName(day, i18n.language)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {fieldError(error, 'weekdays') && (
              <Text size="xs" c="red">
                {fieldError(error, 'weekdays')}
              </Text>
            )}
          </Stack>
        )}
        <Radio.Group
          label={t('recurrence.basedOn')}
          value={basedOn}
          onChange={(value) => setBasedOn(value)}
          error={fieldError(error, 'based_on')}
        >
          <Stack gap={4} mt={4}>
            <Radio
              value="due_date"
              label={t('recurrence.basedOnLong.due_date')}
              disabled={!task.due_date}
              description={task.due_date ? undefined : t('recurrence.needsDueDate')}
            />
            <Radio value="completion" label={t('recurrence.basedOnLong.completion')} />
          </Stack>
        </Radio.Group>
        <Group gap="xs">
          <Button type="submit" size="xs" loading={set.isPending}>
            {t('common.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
