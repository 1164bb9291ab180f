import { useState } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TASK_STATE } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useRemoveRecurrence, useTaskRecurrence } from '../api/recurrence.api.ts';
import { describeRecurrence } from '../utils/recurrence-summary.ts';
import { RecurrenceForm } from './recurrence-form.tsx';
import { formatDue } from '../../../components/due-date-input.tsx';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';

/**
 * Whether and how the task repeats. Finishing a repeating task makes its next occurrence in the
 * same list, due one period later.
 */
export function TaskRecurrenceSection({ task }: TaskSectionProps) {
  const { t, i18n } = useTranslation();
  const rule = useTaskRecurrence(task.id, task.is_recurrent);
  const remove = useRemoveRecurrence(task);
  const [editing, setEditing] = useState(false);
  const canEdit = task.abilities.update;
  const finished = task.state.id === TASK_STATE.finished;

  const body = () => {
    if (editing)
      return (
        <RecurrenceForm task={task} rule={rule.data ?? null} onDone={() => setEditing(false)} />
      );
    if (!task.is_recurrent)
      return (
        <>
          <Text size="sm" c="dimmed">
            {t('recurrence.none')}
          </Text>
          {canEdit && !finished && (
            <Group>
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('recurrence.makeRepeat')}
              </Button>
            </Group>
          )}
        </>
      );
    if (rule.isPending) return <Loader size="xs" aria-label={t('common.loading')} />;
    if (rule.isError || !rule.data)
      return (
        <Text size="sm" c="red" role="alert">
          {t('recurrence.loadFailed')}
        </Text>
      );
    const { data } = rule;
    return (
      <>
        <Text size="sm" data-testid="recurrence-summary">
          {describeRecurrence(data, t, i18n.language)}
        </Text>
        {data.next_due_date && (
          <Text size="xs" c="dimmed">
            {t('recurrence.next', { date: formatDue(data.next_due_date, i18n.language) })}
          </Text>
        )}
        {canEdit && data.abilities.update && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('recurrence.change')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessage(error, t) }),
                })
              }
            >
              {t('recurrence.stop')}
            </Button>
          </Group>
        )}
      </>
    );
  };

  return (
    <Stack gap={4} role="group" aria-label={t('recurrence.title')}>
      <Text size="sm" fw={500}>
        {t('recurrence.title')}
      </Text>
      {body()}
      <Anchor component={Link} to="/lists/recurrent-tasks" size="xs">
        {t('recurrence.allLink')}
      </Anchor>
    </Stack>
  );
}
