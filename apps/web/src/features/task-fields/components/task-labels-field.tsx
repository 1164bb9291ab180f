import { useState } from 'react';
import type { FormEvent } from 'react';
import { ActionIcon, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Label } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { useAddLabel, useRemoveLabel } from '../api/task-labels.api.ts';
import { useAvailableLabels } from '../../../lib/tasks/available-labels.api.ts';
import { TaskLabelChip } from '../../../components/task-label-chips.tsx';
import { LabelEditForm } from './label-edit-form.tsx';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';

const SUGGESTIONS_MAX = 8;

function PencilIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M11.3 1.3a1 1 0 0 1 1.4 0l2 2a1 1 0 0 1 0 1.4l-9 9L2 15l1.3-3.7z"
      />
    </svg>
  );
}

/**
 * The task's labels: chips in their colours, each removable and, for its owners, editable; a new
 * one is typed and added with Enter, or picked among those the viewer can use.
 */
export function TaskLabelsField({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const canEdit = task.abilities.update;
  const available = useAvailableLabels(task.id, canEdit);
  const add = useAddLabel(task);
  const remove = useRemoveLabel(task);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  const known = new Map((available.data ?? []).map((label) => [label.uuid, label]));
  const onTask = new Set(task.labels.map((label) => label.uuid));
  const needle = draft.trim().toLocaleLowerCase();
  const suggestions = (available.data ?? [])
    .filter((label) => !onTask.has(label.uuid) && label.name.toLocaleLowerCase().includes(needle))
    .slice(0, SUGGESTIONS_MAX);
  const full = task.labels.length >= LIMITS.taskLabelsMax;
  const editedLabel: Label | undefined = editing ? known.get(editing) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!needle) return;
    add.mutate(
      { name: draft },
      {
        onSuccess: () => setDraft(''),
        // Errors of the name show under the field; others (the task went away) in a notice.
        onError: (error) => {
          if (!fieldError(error, 'name') && !fieldError(error, 'label')) fail(error);
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={`task-labels-${task.id}`}>
        {t('taskLabels.title')}
      </Text>
      {task.labels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('taskLabels.none')}
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          aria-labelledby={`task-labels-${task.id}`}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {task.labels.map((label) => (
            <Group key={label.uuid} component="li" gap={2} wrap="nowrap">
              <TaskLabelChip label={label} />
              {canEdit && known.get(label.uuid)?.can_be_edited && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={t('taskLabels.edit', { name: label.name })}
                  onClick={() => setEditing(editing === label.uuid ? null : label.uuid)}
                >
                  <PencilIcon />
                </ActionIcon>
              )}
              {canEdit && (
                <CloseButton
                  size="sm"
                  aria-label={t('taskLabels.remove', { name: label.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(label.uuid, { onError: fail })}
                />
              )}
            </Group>
          ))}
        </Group>
      )}
      {editedLabel && (
        <LabelEditForm task={task} label={editedLabel} onDone={() => setEditing(null)} />
      )}
      {canEdit && (
        <form onSubmit={submit}>
          <TextInput
            size="xs"
            aria-label={t('taskLabels.add')}
            placeholder={
              full
                ? t('taskLabels.full', { count: LIMITS.taskLabelsMax })
                : t('taskLabels.placeholder')
            }
            maxLength={LIMITS.labelNameMax}
            value={draft}
            disabled={full || add.isPending}
            onChange={(e) => setDraft(e.currentTarget.value)}
            error={fieldError(add.error, 'name') ?? fieldError(add.error, 'label')}
          />
        </form>
      )}
      {canEdit && !full && suggestions.length > 0 && (
        <Group gap={4} aria-label={t('taskLabels.suggestions')} role="group">
          {suggestions.map((label) => (
            <Button
              key={label.uuid}
              size="compact-xs"
              variant="default"
              aria-label={t('taskLabels.addExisting', { name: label.name })}
              onClick={() =>
                add.mutate({ uuid: label.uuid }, { onSuccess: () => setDraft(''), onError: fail })
              }
            >
              + {label.name}
            </Button>
          ))}
        </Group>
      )}
      {canEdit && available.isError && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(available.error, t)}
        </Text>
      )}
    </Stack>
  );
}
