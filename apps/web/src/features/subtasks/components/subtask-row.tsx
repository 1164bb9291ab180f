import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Anchor, Badge, Checkbox, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Person, Task, TaskAbilities, Taskcheck } from '@tandem/contract';
import { LIMITS, TASK_STATE } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useSetTaskcheckFinished, useUpdateTaskcheck } from '../api/taskchecks.api.ts';
import { SubtaskMenu } from './subtask-menu.tsx';
import { SubtaskDragHandle, useSubtaskDraggable } from './subtask-drag.tsx';
import { dueParts, dueValue } from '../../../components/due-date-input.tsx';

/** The name, renamed in place: Enter or leaving the field saves, Escape gives up. */
function RenameField(props: { check: Taskcheck; onDone: (name: string | null) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.check.name);
  const finish = (save: boolean) => {
    const name = value.trim();
    props.onDone(save && name && name !== props.check.name ? name : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };
  return (
    <TextInput
      size="xs"
      aria-label={t('taskchecks.renameLabel', { name: props.check.name })}
      value={value}
      maxLength={LIMITS.nameMax}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      autoFocus
      style={{ flex: 1, minWidth: 160 }}
    />
  );
}

export interface SubtaskRowProps {
  task: Pick<Task, 'id' | 'project'>;
  check: Taskcheck;
  people: Person[];
  abilities: TaskAbilities;
  /** The subtasks above and below it, for moving it one place. */
  above: Taskcheck | null;
  below: Taskcheck | null;
  onMove: (check: Taskcheck, neighbour: Taskcheck, place: 'before' | 'after') => void;
  /** Dragging by the handle, when the user may reorder (inside the subtasks' drag area). */
  draggable?: boolean;
}

/** One subtask: its checkbox, name, worker, due date and the menu of what else can be done. */
export function SubtaskRow({
  task,
  check,
  people,
  abilities,
  above,
  below,
  onMove,
  draggable = false,
}: SubtaskRowProps) {
  const { setRow, opacity, handle } = useSubtaskDraggable(check, draggable);
  const { t } = useTranslation();
  const setFinished = useSetTaskcheckFinished(task);
  const update = useUpdateTaskcheck(task);
  const [renaming, setRenaming] = useState(false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const finished = chosen ?? check.state.id === TASK_STATE.finished;
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  const toggle = () => {
    setChosen(!finished);
    setFinished.mutate(
      { check, finished: !finished },
      { onError: failed, onSettled: () => setChosen(null) },
    );
  };
  const edit = (change: Parameters<typeof update.mutate>[0]['edit']) =>
    update.mutate({ check, edit: change }, { onError: failed });
  const due = dueParts(check.due_date);
  const smartId = check.smart_task?.id ?? null;

  return (
    <Group
      component="li"
      gap="xs"
      py={4}
      wrap="wrap"
      data-testid="subtask-row"
      data-state={check.state.state}
      ref={setRow}
      data-subtask-id={check.id}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        opacity,
      }}
    >
      <SubtaskDragHandle check={check} handle={handle} />
      <Checkbox
        checked={finished}
        onChange={toggle}
        disabled={!abilities.finish}
        aria-label={t(finished ? 'taskchecks.reopen' : 'taskchecks.finish', { name: check.name })}
      />
      {renaming ? (
        <RenameField
          check={check}
          onDone={(name) => {
            setRenaming(false);
            if (name) edit({ name });
          }}
        />
      ) : (
        <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 140 }}>
          {smartId === null ? (
            <Text
              data-testid="subtask-name"
              size="sm"
              td={finished ? 'line-through' : undefined}
              c={finished ? 'dimmed' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {check.name}
            </Text>
          ) : (
            <Anchor
              data-testid="subtask-name"
              component={Link}
              to={`/task/${smartId}`}
              size="sm"
              td={finished ? 'line-through' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {check.name}
            </Anchor>
          )}
          {smartId !== null && (
            <Badge size="xs" variant="light" title={t('taskchecks.smartHint')}>
              {t('taskchecks.smart')}
            </Badge>
          )}
        </Group>
      )}
      <Group gap={4} wrap="nowrap">
        <NativeSelect
          size="xs"
          aria-label={t('taskchecks.worker', { name: check.name })}
          value={check.worker ? String(check.worker.id) : ''}
          disabled={!abilities.update}
          data={[
            { value: '', label: t('taskchecks.nobody') },
            ...people.map((p) => ({ value: String(p.id), label: p.fullname })),
            // Someone who no longer sees the list still shows as the subtask's worker.
            ...(check.worker && !people.some((p) => p.id === check.worker!.id)
              ? [{ value: String(check.worker.id), label: check.worker.fullname }]
              : []),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            edit({ worker_id: value ? Number(value) : null });
          }}
          w={140}
        />
        <TextInput
          size="xs"
          type="date"
          aria-label={t('taskchecks.dueDate', { name: check.name })}
          value={due.day}
          disabled={!abilities.edit_due_dates}
          onChange={(event) => {
            const day = event.currentTarget.value;
            edit({ due_date: dueValue({ day, time: day ? due.time : '' }) });
          }}
          w={140}
        />
        <SubtaskMenu
          task={task}
          check={check}
          abilities={abilities}
          above={above}
          below={below}
          onRename={() => setRenaming(true)}
          onMove={onMove}
        />
      </Group>
    </Group>
  );
}
