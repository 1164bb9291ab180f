import { useState } from 'react';
import type { FormEvent } from 'react';
import { Anchor, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReminderOffset, Task } from '@tandem/contract';
import { REMINDER_LIMITS, REMINDER_OFFSETS } from '@tandem/contract/browser';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddReminder, useRemoveReminder, useTaskReminders } from '../api/reminders.api.ts';
import { ReminderWhen, useRemoveReminderLabel } from './reminder-when.tsx';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';

const AT_TIME = 'at';

/**
 * The viewer's own reminders of the task: at a chosen time, or before its due date. Nobody else
 * sees them; they are listed under Reminders until notifications deliver them.
 */
export function TaskRemindersSection({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const reminders = useTaskReminders(task.id, task.has_reminder);
  const remove = useRemoveReminder();
  const removeLabel = useRemoveReminderLabel();
  const list = task.has_reminder ? (reminders.data ?? []) : [];
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  return (
    <Stack gap={4} role="group" aria-label={t('reminders.title')}>
      <Text size="sm" fw={500}>
        {t('reminders.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('reminders.privateNote')}
      </Text>
      {task.has_reminder && reminders.isPending && (
        <Loader size="xs" aria-label={t('common.loading')} />
      )}
      {reminders.isError && (
        <Text size="sm" c="red" role="alert">
          {t('reminders.loadFailed')}
        </Text>
      )}
      {list.length > 0 && (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((reminder) => (
            <Group
              key={reminder.uuid}
              component="li"
              gap="xs"
              justify="space-between"
              wrap="nowrap"
            >
              <ReminderWhen reminder={reminder} />
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={removeLabel(reminder)}
                loading={remove.isPending && remove.variables.uuid === reminder.uuid}
                onClick={() =>
                  remove.mutate(
                    { uuid: reminder.uuid, projectId: task.project.id },
                    { onError: fail },
                  )
                }
              >
                {t('reminders.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {task.date_deleted === null &&
        (list.length >= REMINDER_LIMITS.perUserPerTask ? (
          <Text size="xs" c="dimmed">
            {t('reminders.full', { count: REMINDER_LIMITS.perUserPerTask })}
          </Text>
        ) : (
          <AddReminderForm task={task} />
        ))}
      <Anchor component={Link} to="/lists/reminder-tasks" size="xs">
        {t('reminders.allLink')}
      </Anchor>
    </Stack>
  );
}

/** Adds a reminder: one of the due-date options, or a chosen day and time. */
function AddReminderForm({ task }: { task: Task }) {
  const { t } = useTranslation();
  const add = useAddReminder(task);
  const [choice, setChoice] = useState<string>(task.due_date ? '1h' : AT_TIME);
  const [at, setAt] = useState('');
  const error = add.error;
  const formError =
    error && !fieldError(error, 'remind_at') && !fieldError(error, 'due_date_offset')
      ? error instanceof ApiError && error.status === 409
        ? t('reminders.duplicate')
        : errorMessage(error, t)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === AT_TIME && !at) return;
    add.mutate(
      choice === AT_TIME
        ? { remind_at: new Date(at).toISOString() }
        : { due_date_offset: choice as ReminderOffset },
      { onSuccess: () => setAt('') },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('reminders.add')}>
      <Stack gap={4}>
        {formError && (
          <Text size="xs" c="red" role="alert">
            {formError}
          </Text>
        )}
        <NativeSelect
          size="xs"
          label={t('reminders.when')}
          data={[
            ...REMINDER_OFFSETS.map((offset) => ({
              value: offset,
              label: t(`reminders.offsets.${offset}`),
              disabled: !task.due_date,
            })),
            { value: AT_TIME, label: t('reminders.atTime') },
          ]}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          error={fieldError(error, 'due_date_offset')}
          description={task.due_date ? undefined : t('reminders.needsDueDate')}
        />
        {choice === AT_TIME && (
          <TextInput
            size="xs"
            type="datetime-local"
            label={t('reminders.time')}
            required
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            error={fieldError(error, 'remind_at')}
          />
        )}
        <Group>
          <Button type="submit" size="xs" variant="light" loading={add.isPending}>
            {t('reminders.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
