import { useState } from 'react';
import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Task, TaskRelationKind } from '@tandem/contract';
import { LIMITS, TASK_RELATION_KINDS } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateRelation, useRelationCandidates } from '../api/task-relations.api.ts';

/**
 * Relates the task to another: a kind, then a task found by name among those the viewer sees in
 * any of their projects (those of this project first).
 */
export function RelationAddForm({ task, onDone }: { task: Task; onDone: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TaskRelationKind>('related_to');
  const [query, setQuery] = useState('');
  const candidates = useRelationCandidates(task.id, query);
  const create = useCreateRelation(task);
  const searching = query.trim().length >= LIMITS.searchQueryMin;

  const relate = (targetId: number) =>
    create.mutate(
      { kind, target_task_id: targetId },
      {
        onSuccess: () => {
          setQuery('');
          onDone();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            message:
              error instanceof ApiError && error.code === 'CONFLICT'
                ? t('taskRelations.conflict')
                : errorMessage(error, t),
          }),
      },
    );

  return (
    <Stack gap="xs" role="group" aria-label={t('taskRelations.add')}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          size="xs"
          label={t('taskRelations.kind')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as TaskRelationKind)}
          data={TASK_RELATION_KINDS.map((k) => ({
            value: k,
            label: t(`taskRelations.kinds.${k}`),
          }))}
        />
        <TextInput
          size="xs"
          style={{ flex: 1, minWidth: 160 }}
          label={t('taskRelations.search')}
          placeholder={t('taskRelations.searchPlaceholder')}
          maxLength={LIMITS.nameMax}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          rightSection={candidates.isFetching ? <Loader size={12} /> : null}
          data-autofocus
        />
      </Group>
      {searching && candidates.isError && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(candidates.error, t)}
        </Text>
      )}
      {searching && candidates.data?.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('taskRelations.noMatch')}
        </Text>
      )}
      {searching && candidates.data && candidates.data.length > 0 && (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {candidates.data.map((candidate) => (
            <li key={candidate.id}>
              <Button
                size="compact-sm"
                variant="subtle"
                fullWidth
                justify="flex-start"
                disabled={create.isPending}
                aria-label={t('taskRelations.relateTo', {
                  kind: t(`taskRelations.kinds.${kind}`),
                  name: candidate.name,
                })}
                onClick={() => relate(candidate.id)}
                styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              >
                {candidate.name}
                {candidate.project.id !== task.project.id && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {candidate.project.name}
                  </Text>
                )}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <Group>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('taskRelations.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
