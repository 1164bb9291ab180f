import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import type { RunningWork, WorkLabel, WorkTask } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { actionState } from '../api/time-tracking.api.ts';
import { useEditRunningTimer } from '../api/running-edit.api.ts';
import { useTimerActions } from '../hooks/use-timer-actions.ts';
import { isLocalTimer } from '../utils/timer-model.ts';
import { workErrorMessage } from '../utils/work-errors.ts';
import { TaskPicker } from './task-picker.tsx';
import { TimerClock } from './timer-clock.tsx';
import { WorkLabelsInput } from './work-labels-input.tsx';

/** The running timer: its ticking time, its task and note (changed in place), and its stop. */
export function RunningTimerEditor({
  running,
  receivedAt,
}: {
  running: RunningWork;
  receivedAt: number;
}) {
  const { t } = useTranslation();
  const actions = useTimerActions();
  const edit = useEditRunningTimer();
  const [note, setNote] = useState(running.note);
  const local = isLocalTimer(running);
  const change = (input: Parameters<typeof edit.mutate>[0]) =>
    edit.mutate(input, {
      onError: (error) => notifications.show({ color: 'red', message: workErrorMessage(error, t) }),
    });
  const saveNote = () => {
    const next = note.trim();
    if (next !== running.note) change({ change: { note: next } });
  };
  const setTask = (task: WorkTask | null) =>
    change({ change: { task: task ? { id: task.id } : null }, task });
  const setLabels = (labels: WorkLabel[]) =>
    change({ change: { labels: labels.map((l) => l.uuid) }, labels });

  return (
    <Stack gap="sm" data-state={actionState(edit.status)}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('timeTracking.timer.running')}
          </Text>
          <TimerClock running={running} receivedAt={receivedAt} fz={32} fw={700} />
        </Stack>
        <Button
          color="red"
          leftSection={<IconPlayerStopFilled size={14} />}
          onClick={actions.stop}
          disabled={local}
          loading={actions.stopState === 'running'}
          data-state={actions.stopState}
        >
          {t('timeTracking.timer.stop')}
        </Button>
      </Group>
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <TaskPicker
          label={t('timeTracking.timer.task')}
          value={running.task}
          onChange={setTask}
          disabled={local}
          description={running.task ? undefined : t('timeTracking.timer.chooseTask')}
        />
        <TextInput
          label={t('timeTracking.timer.note')}
          value={note}
          maxLength={LIMITS.workNoteMax}
          disabled={local}
          onChange={(event) => setNote(event.currentTarget.value)}
          onBlur={saveNote}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveNote();
            if (event.key === 'Escape') setNote(running.note);
          }}
          miw={0}
        />
      </Group>
      {running.task && (
        <WorkLabelsInput
          taskId={running.task.id}
          value={running.labels}
          onChange={setLabels}
          disabled={local}
          size="sm"
        />
      )}
    </Stack>
  );
}
