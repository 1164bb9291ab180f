import { useEffect, useRef, useState } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task, Tasklist } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract/browser';
import type { TransferMode } from '../api/tasklist-transfer.api.ts';
import { useTasklistActions } from '../hooks/use-tasklist-actions.tsx';
import { QuickAddTask } from './quick-add-task.tsx';
import { RenameTasklistForm } from './rename-tasklist-form.tsx';
import { TaskRow } from './task-row.tsx';
import type { TaskDragHandlers } from './task-row.tsx';
import { WindowVirtualList } from './board/virtual-list.tsx';
import {
  TasklistDragHandle,
  useTasklistDraggable,
  useTasklistDrop,
} from './board/tasklist-drag.tsx';
import { TasklistMenu } from './tasklist-menu.tsx';
import { TasklistTransferModal } from './tasklist-transfer-modal.tsx';

/** One task list on the board: its name and actions, its tasks, and a field to add one. */
export function TasklistCard(props: {
  tasklist: Tasklist;
  tasks: Task[];
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  /** Dragging tasks within and into this list, and the list itself, when the board offers it. */
  drag?: TaskDragHandlers | undefined;
}) {
  const { tasklist, tasks, index } = props;
  const { t } = useTranslation();
  const actions = useTasklistActions();
  const [renaming, setRenaming] = useState(false);
  const [transfer, setTransfer] = useState<TransferMode | null>(null);
  const menuTarget = useRef<HTMLButtonElement>(null);
  // After a move the card sits elsewhere in the page; the keyboard focus goes with it.
  const refocusAfterMove = useRef(false);
  useEffect(() => {
    if (!refocusAfterMove.current) return;
    refocusAfterMove.current = false;
    menuTarget.current?.focus();
  }, [index]);

  const { setNode } = useTasklistDrop(tasklist);
  const { setHeader, handle, isDragging } = useTasklistDraggable(
    tasklist,
    Boolean(props.drag?.draggable),
  );
  const finished = tasklist.state.id === TASKLIST_STATE.finished;
  const headingId = `tasklist-${tasklist.id}`;
  const stopRenaming = () => {
    setRenaming(false);
    menuTarget.current?.focus();
  };

  return (
    <Card
      ref={setNode}
      data-drop-list={tasklist.id}
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="tasklist"
      data-state={tasklist.state.state}
      style={{ opacity: isDragging ? 0.5 : undefined }}
    >
      <Stack gap="xs">
        <Group ref={setHeader} justify="space-between" wrap="nowrap" align="flex-start">
          {renaming ? (
            <RenameTasklistForm tasklist={tasklist} onDone={stopRenaming} />
          ) : (
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <TasklistDragHandle tasklist={tasklist} handle={handle} />
              <Title
                order={3}
                size="h5"
                id={headingId}
                c={finished ? 'dimmed' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {tasklist.name}
              </Title>
              {finished && (
                <Badge color="green" variant="light">
                  {t('tasklists.finished')}
                </Badge>
              )}
            </Group>
          )}
          <Group gap={4} wrap="nowrap">
            <Badge
              variant="light"
              aria-label={t('tasks.activeCount', { count: tasklist.count_active_tasks })}
            >
              {tasklist.count_active_tasks}
            </Badge>
            <TasklistMenu
              tasklist={tasklist}
              canMoveUp={index > 0}
              canMoveDown={index < props.count - 1}
              targetRef={menuTarget}
              returnFocus={!renaming}
              onRename={() => setRenaming(true)}
              onMove={(delta) => {
                refocusAfterMove.current = true;
                props.onMove(delta);
              }}
              onAction={(action) => actions.run(tasklist, action)}
              onTransfer={setTransfer}
            />
          </Group>
        </Group>
        {tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tasks.emptyList')}
          </Text>
        ) : (
          <WindowVirtualList
            items={tasks}
            getKey={(task) => task.id}
            estimateSize={36}
            label={tasklist.name}
            renderItem={(task) => <TaskRow task={task} drag={props.drag} />}
          />
        )}
        <QuickAddTask tasklist={tasklist} />
      </Stack>
      {transfer && (
        <TasklistTransferModal
          tasklist={tasklist}
          mode={transfer}
          onClose={() => setTransfer(null)}
        />
      )}
    </Card>
  );
}
