import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Person } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { useSetTimeEstimates } from '../api/task-estimates.api.ts';
import { joinMinutes, splitMinutes } from '../utils/estimate-minutes.ts';
import type { DurationDraft } from './duration-input.tsx';
import { DurationInput } from './duration-input.tsx';
import { EstimateSpent } from './estimate-spent.tsx';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';

const EMPTY: DurationDraft = { hours: '', minutes: '' };
const draftOf = (minutes: number | null): DurationDraft =>
  minutes === null ? EMPTY : splitMinutes(minutes);

/**
 * The task's time estimates: its total and each worker's, in hours and minutes. Without a total
 * of its own, the task shows the sum of its people's; only what the user changed is sent.
 */
export function TaskEstimatesField({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const canEdit = task.abilities.update;
  const save = useSetTimeEstimates(task);
  // Drafts of what the user changed; null and missing entries show the task as it is.
  const [total, setTotal] = useState<DurationDraft | null>(null);
  const [people, setPeople] = useState<Record<number, DurationDraft>>({});

  const personal = (id: number) => task.users_time_estimates.find((e) => e.user.id === id);
  const estimateOf = (id: number) => personal(id)?.minutes ?? null;
  const persons: Person[] = [...task.workers];
  for (const { user } of task.users_time_estimates)
    if (!persons.some((p) => p.id === user.id)) persons.push(user);
  const hasTotal = task.total_time_estimate.minutes > 0 || task.users_time_estimates.length > 0;
  const dirty = total !== null || Object.keys(people).length > 0;
  const format = (minutes: number) => t('taskEstimates.duration', splitMinutes(minutes));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    const users = Object.entries(people).map(([id, draft]) => ({
      user_id: Number(id),
      minutes: joinMinutes(draft.hours, draft.minutes),
    }));
    save.mutate(
      {
        ...(total ? { total_minutes: joinMinutes(total.hours, total.minutes) } : {}),
        ...(users.length > 0 ? { users } : {}),
      },
      {
        onSuccess: () => {
          setTotal(null);
          setPeople({});
        },
        onError: (error) => {
          if (!fieldError(error, 'total_minutes') && !fieldError(error, 'users'))
            notifications.show({ color: 'red', message: errorMessage(error, t) });
        },
      },
    );
  };

  const spentOfTotal = hasTotal && (
    <EstimateSpent
      spent={task.total_time_estimate.time_spent}
      estimate={task.total_time_estimate.minutes}
    />
  );

  if (!canEdit)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('taskEstimates.title')}
        </Text>
        <Text size="sm" c={hasTotal ? undefined : 'dimmed'}>
          {hasTotal ? format(task.total_time_estimate.minutes) : t('taskEstimates.none')}
        </Text>
        {spentOfTotal}
        {task.users_time_estimates.map((e) => (
          <Stack key={e.user.id} gap={2}>
            <Text size="xs" c="dimmed">
              {e.user.fullname}: {format(e.minutes)}
            </Text>
            <EstimateSpent spent={e.time_spent} estimate={e.minutes} />
          </Stack>
        ))}
      </Stack>
    );

  return (
    <form onSubmit={submit} aria-label={t('taskEstimates.title')}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('taskEstimates.title')}
        </Text>
        <DurationInput
          label={t('taskEstimates.total')}
          value={total ?? draftOf(hasTotal ? task.total_time_estimate.minutes : null)}
          onChange={setTotal}
          error={fieldError(save.error, 'total_minutes')}
        />
        {spentOfTotal}
        {task.users_time_estimates.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('taskEstimates.sumHint')}
          </Text>
        )}
        {persons.map((person) => {
          const own = personal(person.id);
          return (
            <Stack key={person.id} gap={2}>
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {person.fullname}
                </Text>
                <DurationInput
                  label={person.fullname}
                  value={people[person.id] ?? draftOf(estimateOf(person.id))}
                  onChange={(draft) => setPeople((all) => ({ ...all, [person.id]: draft }))}
                />
              </Group>
              {own && <EstimateSpent spent={own.time_spent} estimate={own.minutes} />}
            </Stack>
          );
        })}
        {fieldError(save.error, 'users') && (
          <Text size="xs" c="red">
            {fieldError(save.error, 'users')}
          </Text>
        )}
        {dirty && (
          <Group gap="xs">
            <Button type="submit" size="xs" loading={save.isPending}>
              {t('taskEstimates.save')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setTotal(null);
                setPeople({});
                save.reset();
              }}
            >
              {t('taskEstimates.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
