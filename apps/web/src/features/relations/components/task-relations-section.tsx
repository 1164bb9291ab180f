import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TaskRelation, TaskRelationViewKind } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useDeleteRelation, useTaskRelations } from '../api/task-relations.api.ts';
import { RelationAddForm } from './relation-add-form.tsx';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';

/** The order groups are shown in: what holds the task up first. */
const GROUP_ORDER: TaskRelationViewKind[] = [
  'blocked_by',
  'blocks',
  'duplicate_of',
  'duplicated_by',
  'related_to',
];

function RelationItem({
  relation,
  fromProjectId,
}: {
  relation: TaskRelation;
  fromProjectId: number;
}) {
  const { t } = useTranslation();
  const remove = useDeleteRelation();
  const other = relation.task;
  const finished = other.state.id === TASK_STATE.finished;
  return (
    <Group component="li" gap={6} wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={`/task/${other.id}`}
          size="sm"
          td={finished ? 'line-through' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {other.name}
        </Anchor>
        {other.project.id !== fromProjectId && (
          <Text span size="xs" c="dimmed">
            {other.project.name}
          </Text>
        )}
        {finished && (
          <Badge size="xs" color="green" variant="light">
            {t('taskRelations.finished')}
          </Badge>
        )}
        {other.is_deleted && (
          <Badge size="xs" color="gray" variant="light">
            {t('taskRelations.inTrash')}
          </Badge>
        )}
      </Group>
      {relation.can_delete && (
        <CloseButton
          size="sm"
          aria-label={t('taskRelations.remove', { name: other.name })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(relation.uuid, {
              onError: (error) =>
                notifications.show({ color: 'red', message: errorMessage(error, t) }),
            })
          }
        />
      )}
    </Group>
  );
}

/**
 * Tasks related to this one, grouped by how they relate: links to open them, a way to relate
 * another and to remove a relation. A blocked task says so, also when the blocker is hidden.
 */
export function TaskRelationsSection({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const relations = useTaskRelations(task.id);
  const [adding, setAdding] = useState(false);
  const canEdit = task.abilities.update;

  return (
    <Stack gap="xs" component="section" aria-labelledby={`task-relations-${task.id}`}>
      <Group justify="space-between">
        <Title order={3} size="h5" id={`task-relations-${task.id}`}>
          {t('taskRelations.title')}
        </Title>
        {canEdit && !adding && (
          <Button size="xs" variant="subtle" onClick={() => setAdding(true)}>
            {t('taskRelations.add')}
          </Button>
        )}
      </Group>
      {task.is_blocked && (
        <Alert color="red" variant="light" title={t('taskRelations.blocked')} role="status">
          {task.has_unnacessable_blocking_task
            ? t('taskRelations.blockedByHidden')
            : t('taskRelations.blockedHint')}
        </Alert>
      )}
      {adding && <RelationAddForm task={task} onDone={() => setAdding(false)} />}
      <QueryState query={relations}>
        {(data) => {
          const groups = GROUP_ORDER.map((kind) => ({
            kind,
            items: data.relations.filter((r) => r.kind === kind),
          })).filter((group) => group.items.length > 0);
          return (
            <Stack gap="xs">
              {groups.length === 0 && data.hidden_count === 0 && (
                <Text size="sm" c="dimmed">
                  {t('taskRelations.none')}
                </Text>
              )}
              {groups.map(({ kind, items }) => (
                <Stack key={kind} gap={2}>
                  <Text size="xs" fw={600} c="dimmed" id={`relations-${task.id}-${kind}`}>
                    {t(`taskRelations.groups.${kind}`)}
                  </Text>
                  <Stack
                    gap={2}
                    component="ul"
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                    aria-labelledby={`relations-${task.id}-${kind}`}
                  >
                    {items.map((relation) => (
                      <RelationItem
                        key={relation.uuid}
                        relation={relation}
                        fromProjectId={task.project.id}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
              {data.hidden_count > 0 && (
                <Text size="xs" c="dimmed">
                  {t('taskRelations.hidden', { count: data.hidden_count })}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
