import { useState } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { WorkTask } from '@tandem/contract';
import { LIMITS, minorToAmount, parseMoneyInput } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/errors.ts';
import { todayIn } from '../../../lib/calendar-day.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { actionState } from '../api/time-tracking.api.ts';
import { useCreateWork } from '../api/work-reports.api.ts';
import { dayMoment, parseMinutesInput } from '../utils/work-input.ts';
import { formErrorMessage } from '../utils/work-errors.ts';
import { CostField } from './cost-field.tsx';
import { TaskPicker } from './task-picker.tsx';

type Problems = Partial<Record<'task' | 'minutes' | 'cost', string>>;

/** Time entered by hand: the task, how long, which day, a note, billable or not, a cost. */
export function ManualEntryForm() {
  const { t, i18n } = useTranslation();
  const { timezone } = useCurrentUser();
  const create = useCreateWork();
  const [task, setTask] = useState<WorkTask | null>(null);
  const [minutesText, setMinutesText] = useState('');
  const [day, setDay] = useState(() => todayIn(timezone));
  const [note, setNote] = useState('');
  const [isBillable, setBillable] = useState(true);
  const [cost, setCost] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const minutes = parseMinutesInput(minutesText);
  const costMinor = cost.trim() === '' ? null : parseMoneyInput(cost, i18n.language);
  const server = (field: string) => fieldError(create.error, field);
  const general = formErrorMessage(create.error, t, 'timeTracking.errors.duplicate');

  const submit = () => {
    const found: Problems = {
      ...(task ? {} : { task: t('timeTracking.errors.noTask') }),
      ...(minutes === null ? { minutes: t('timeTracking.errors.minutes') } : {}),
      ...(cost.trim() !== '' && (costMinor === null || costMinor > LIMITS.workCostMax * 100)
        ? { cost: t('timeTracking.errors.cost') }
        : {}),
    };
    setProblems(found);
    if (!task || minutes === null || Object.keys(found).length > 0) return;
    create.mutate(
      {
        task: { id: task.id },
        minutes,
        note: note.trim(),
        isBillable,
        dateReported: dayMoment(day, timezone),
        ...(costMinor === null ? {} : { cost: { amount: minorToAmount(costMinor) } }),
      },
      {
        onSuccess: () => {
          setMinutesText('');
          setNote('');
          setCost('');
        },
      },
    );
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('timeTracking.manual.form')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TaskPicker
        label={t('timeTracking.fields.task')}
        value={task}
        onChange={setTask}
        error={problems.task ?? server('task')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('timeTracking.fields.minutes')}
          description={t('timeTracking.fields.minutesHint')}
          placeholder="1:30"
          inputMode="numeric"
          value={minutesText}
          onChange={(event) => setMinutesText(event.currentTarget.value)}
          error={problems.minutes ?? server('minutes')}
        />
        <TextInput
          type="date"
          label={t('timeTracking.fields.date')}
          value={day}
          max={todayIn(timezone)}
          required
          onChange={(event) => setDay(event.currentTarget.value || todayIn(timezone))}
          error={server('dateReported')}
        />
      </SimpleGrid>
      <TextInput
        label={t('timeTracking.fields.note')}
        value={note}
        maxLength={LIMITS.workNoteMax}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={server('note')}
      />
      <CostField
        projectId={task?.project.id ?? null}
        minutes={minutes}
        value={cost}
        onChange={setCost}
        error={problems.cost ?? server('cost')}
      />
      {general && (
        <Alert color="red" role="alert">
          {general}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Checkbox
          label={t('timeTracking.fields.billable')}
          checked={isBillable}
          onChange={(event) => setBillable(event.currentTarget.checked)}
        />
        <Group gap="sm">
          {create.isSuccess && (
            <Text size="sm" c="teal" role="status">
              {t('timeTracking.manual.saved')}
            </Text>
          )}
          <Button type="submit" loading={create.isPending} data-state={actionState(create.status)}>
            {t('timeTracking.manual.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
