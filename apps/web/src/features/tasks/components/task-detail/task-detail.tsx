import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Person, Task, TaskPriority } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { errorMessage, fieldError } from '../../../../components/errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import {
  useSetTaskFlags,
  useTaskAction,
  useUpdateTask,
} from '../../../../lib/tasks/task-detail.api.ts';
import { useSetTaskFinished } from '../../../../lib/tasks/tasks.api.ts';
import type { TaskEdit } from '../../../../lib/tasks/task-changes.ts';
import { MoveTaskModal } from '../move-task-modal.tsx';
import { TaskChangeMark } from '../../../../components/task-changes/task-change-mark.tsx';
import { TaskConflictAlert } from './task-conflict-alert.tsx';
import { DescriptionEditor } from './description-editor.tsx';
import { RichTextView } from '../../../../components/rich-text/rich-text-view.tsx';
import { useCurrentUser } from '../../../../lib/session.ts';
import { DueDateInput } from '../../../../components/due-date-input.tsx';
import type { TaskSection } from '../../../../lib/task-slots.tsx';

const PRIORITIES: TaskPriority[] = ['h', 'm', 'l'];

/** The task's name: shown as a heading, edited in place (Enter saves, Escape cancels). */
function TaskName({
  task,
  onSave,
  pending,
  error,
}: {
  task: Task;
  onSave: (name: string, done: () => void) => void;
  pending: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const finished = task.state.id === TASK_STATE.finished;
  if (draft !== null) {
    return (
      <form
        style={{ flex: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          const name = draft.trim();
          if (!name || name === task.name) return setDraft(null);
          onSave(name, () => setDraft(null));
        }}
      >
        <TextInput
          autoFocus
          aria-label={t('taskDetail.name')}
          value={draft}
          error={error}
          disabled={pending}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
          onBlur={(event) => event.currentTarget.form?.requestSubmit()}
        />
      </form>
    );
  }
  const heading = (
    <Title
      order={2}
      size="h3"
      td={finished ? 'line-through' : undefined}
      style={{ overflowWrap: 'anywhere' }}
      data-testid="task-title"
    >
      {task.name}
    </Title>
  );
  return task.abilities.edit_name ? (
    <UnstyledButton
      onClick={() => setDraft(task.name)}
      aria-label={t('taskDetail.rename', { name: task.name })}
      style={{ flex: 1 }}
    >
      {heading}
    </UnstyledButton>
  ) : (
    <Box style={{ flex: 1 }}>{heading}</Box>
  );
}

/**
 * Everything about one task, editable as far as the viewer may: name, state, workers, due dates,
 * priority, the viewer's own marks, the description, and the parts other features contribute
 * (`sections`, composed by the app).
 */
export function TaskDetail({
  task,
  members,
  sections,
}: {
  task: Task;
  /** The people of the task's project, who may be chosen as its workers. */
  members: Person[];
  /** The parts of the detail that features contribute, in their order. */
  sections: readonly TaskSection[];
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdateTask(task);
  const action = useTaskAction();
  const setFinished = useSetTaskFinished(task.project.id);
  const flags = useSetTaskFlags();
  const [editingDescription, setEditingDescription] = useState(false);
  const [moving, setMoving] = useState(false);
  const finished = task.state.id === TASK_STATE.finished;
  const trashed = task.date_deleted !== null;
  const user = useCurrentUser();
  // The person may ask to confirm every change of a due date (alert_due_date_change).
  const confirmDueDate = () =>
    !user.alert_due_date_change || window.confirm(t('taskDetail.confirmDueDate'));
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const save = (edit: TaskEdit, done?: () => void) => {
    // Offline the edit waits for the connection, shown at once: the field is done with it.
    if (!onlineManager.isOnline()) done?.();
    update.mutate(
      { task, edit },
      {
        onSuccess: () => done?.(),
        onError: (error) => {
          if (!Object.keys(edit).some((field) => fieldError(error, field))) fail(error);
        },
      },
    );
  };
  const errorOf = (field: string) => (update.isError ? fieldError(update.error, field) : undefined);
  const canEdit = task.abilities.update;
  const people = [...members, ...task.workers.filter((w) => !members.some((m) => m.id === w.id))];

  return (
    <Stack gap="md" data-testid="task-detail" data-task-id={task.id}>
      <TaskConflictAlert
        task={task}
        onKeepMine={(edit, version) =>
          update.mutate({ task: { ...task, version }, edit }, { onError: fail })
        }
      />
      {trashed && (
        <Alert color="orange" title={t('taskDetail.inTrash')}>
          {task.abilities.delete && (
            <Button
              size="xs"
              mt="xs"
              variant="light"
              onClick={() => action.mutate({ task, action: 'restoreFromTrash' }, { onError: fail })}
            >
              {t('taskDetail.restore')}
            </Button>
          )}
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={6}
          size="md"
          checked={finished}
          disabled={!task.abilities.finish || (setFinished.isPending && !setFinished.isPaused)}
          aria-label={
            finished
              ? t('tasks.reopen', { name: task.name })
              : t('tasks.finish', { name: task.name })
          }
          onChange={() => setFinished.mutate({ task, finished: !finished }, { onError: fail })}
        />
        <TaskName
          task={task}
          pending={update.isPending && !update.isPaused}
          error={errorOf('name')}
          onSave={(name, done) => save({ name }, done)}
        />
      </Group>
      <Group gap="xs">
        <Badge variant="light" color={finished ? 'green' : 'blue'}>
          {t(`taskDetail.state.${finished ? 'finished' : 'active'}`)}
        </Badge>
        <TaskChangeMark taskId={task.id} />
        <Anchor component={Link} to={`/project/${task.project.id}`} size="sm">
          {task.project.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          /
        </Text>
        <Anchor component={Link} to={`/tasklist/${task.tasklist.id}`} size="sm">
          {task.tasklist.name}
        </Anchor>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect
          label={t('taskDetail.workers')}
          placeholder={task.workers.length === 0 ? t('taskDetail.nobody') : undefined}
          data={people.map((p) => ({ value: String(p.id), label: p.fullname }))}
          value={task.workers.map((w) => String(w.id))}
          disabled={!canEdit}
          error={errorOf('workers_ids')}
          searchable
          clearable
          onChange={(ids) => save({ workers_ids: ids.map(Number) })}
        />
        <Select
          label={t('taskDetail.priority')}
          data={[
            { value: 'n', label: t('taskDetail.priorities.n') },
            ...PRIORITIES.map((p) => ({ value: p, label: t(`taskDetail.priorities.${p}`) })),
          ]}
          value={task.priority_enum ?? 'n'}
          disabled={!canEdit}
          allowDeselect={false}
          onChange={(value) => save({ priority_enum: !value || value === 'n' ? null : value })}
        />
        <DueDateInput
          label={t('taskDetail.dueDate')}
          value={task.due_date}
          disabled={!task.abilities.edit_due_dates}
          error={errorOf('due_date')}
          onChange={(due_date) => confirmDueDate() && save({ due_date })}
        />
        <DueDateInput
          label={t('taskDetail.dueDateEnd')}
          value={task.due_date_end}
          disabled={!task.abilities.edit_due_dates}
          error={errorOf('due_date_end')}
          onChange={(due_date_end) => confirmDueDate() && save({ due_date_end })}
        />
        {sections
          .filter((s) => s.place === 'fields')
          .map(({ id, Component }) => (
            <Box key={id}>
              <Component task={task} people={members} />
            </Box>
          ))}
      </SimpleGrid>

      <Group gap="lg">
        <Switch
          label={t('taskDetail.myPriority')}
          checked={task.is_my_priority}
          onChange={(event) =>
            flags.mutate(
              { task, flags: { is_my_priority: event.currentTarget.checked } },
              { onError: fail },
            )
          }
        />
        <Switch
          label={t('taskDetail.follow')}
          checked={task.is_tracked}
          onChange={(event) =>
            flags.mutate(
              { task, flags: { is_tracked: event.currentTarget.checked } },
              { onError: fail },
            )
          }
        />
      </Group>

      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('taskDetail.description')}
          </Title>
          {!editingDescription && (
            <Group gap={4}>
              {sections
                .filter((s) => s.place === 'description')
                .map(({ id, Component }) => (
                  <Component key={id} task={task} people={people} />
                ))}
              {canEdit && (
                <Button size="xs" variant="subtle" onClick={() => setEditingDescription(true)}>
                  {task.description
                    ? t('taskDetail.editDescription')
                    : t('taskDetail.addDescription')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {editingDescription ? (
          <DescriptionEditor
            initialHtml={task.description ?? ''}
            pending={update.isPending && !update.isPaused}
            people={members}
            onCancel={() => setEditingDescription(false)}
            onSave={(html) =>
              save({ description: html || null }, () => setEditingDescription(false))
            }
          />
        ) : task.description ? (
          <RichTextView html={task.description} testId="task-description" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('taskDetail.noDescription')}
          </Text>
        )}
        {errorOf('description') && (
          <Text size="sm" c="red">
            {errorOf('description')}
          </Text>
        )}
      </Stack>

      {sections
        .filter((s) => s.place === 'body')
        .map(({ id, Component }) => (
          <Component key={id} task={task} people={members} />
        ))}

      <Group justify="space-between" align="flex-end">
        <Text size="xs" c="dimmed">
          {t('taskDetail.created', {
            who: task.author.fullname,
            when: formatDateTime(task.date_add, i18n.language),
          })}
          {task.finished_by && task.date_finished
            ? ` · ${t('taskDetail.finishedBy', {
                who: task.finished_by.fullname,
                when: formatDateTime(task.date_finished, i18n.language),
              })}`
            : ''}
        </Text>
        <Group gap="xs">
          {task.abilities.update && (
            <Button size="xs" variant="default" onClick={() => setMoving(true)}>
              {t('taskMove.menu')}
            </Button>
          )}
          {task.abilities.delete && !trashed && (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={action.isPending && action.variables?.action === 'delete'}
              onClick={() => action.mutate({ task, action: 'delete' }, { onError: fail })}
            >
              {t('taskDetail.delete')}
            </Button>
          )}
        </Group>
      </Group>
      {moving && <MoveTaskModal task={task} opened onClose={() => setMoving(false)} />}
    </Stack>
  );
}
