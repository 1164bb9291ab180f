import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import type { WorkTask } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { useTimerActions } from '../hooks/use-timer-actions.ts';
import { TaskPicker } from './task-picker.tsx';

/** Starts a timer on a new entry: the task (it may be chosen later), a note, billable or not. */
export function StartTimerForm() {
  const { t } = useTranslation();
  const actions = useTimerActions();
  const [task, setTask] = useState<WorkTask | null>(null);
  const [note, setNote] = useState('');
  const [isBillable, setBillable] = useState(true);
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('timeTracking.timer.startForm')}
      onSubmit={(event) => {
        event.preventDefault();
        actions.start({ from: 'new', task, note: note.trim(), isBillable });
        setNote('');
      }}
    >
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <TaskPicker label={t('timeTracking.fields.task')} value={task} onChange={setTask} />
        <TextInput
          label={t('timeTracking.fields.note')}
          value={note}
          maxLength={LIMITS.workNoteMax}
          onChange={(event) => setNote(event.currentTarget.value)}
          miw={0}
        />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Checkbox
          label={t('timeTracking.fields.billable')}
          checked={isBillable}
          onChange={(event) => setBillable(event.currentTarget.checked)}
        />
        <Button
          type="submit"
          leftSection={<IconPlayerPlayFilled size={14} />}
          loading={actions.startState === 'running'}
          data-state={actions.startState}
        >
          {t('timeTracking.timer.start')}
        </Button>
      </Group>
    </Stack>
  );
}
