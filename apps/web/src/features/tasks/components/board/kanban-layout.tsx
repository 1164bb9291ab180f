import { memo, useEffect, useRef, useState } from 'react';
import { useMergedRef } from '@mantine/hooks';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task, Tasklist } from '@tandem/contract';
import { QuickAddTask } from '../quick-add-task.tsx';
import { WaitingCreates } from '../../../../components/task-changes/waiting-creates.tsx';
import {
  FinishCheckbox,
  MOVE_SHORTCUTS,
  moveKeyHandler,
  useTaskDraggable,
  useTaskModalLink,
} from '../task-row.tsx';
import type { TaskActivator, TaskDragHandlers } from '../task-row.tsx';
import { TasklistDragHandle, useTasklistDraggable, useTasklistDrop } from './tasklist-drag.tsx';
import { TaskMeta } from './task-meta.tsx';
import { BoxVirtualList } from '../../../../components/virtual-list.tsx';

/** One task as a card in a kanban column. */
const KanbanCard = memo(function KanbanCard({
  task,
  drag,
}: {
  task: Task;
  drag?: TaskDragHandlers | undefined;
}) {
  const { setNode, listeners, style, setActivator, describedBy } = useTaskDraggable(task, drag);
  return (
    <Paper
      withBorder
      p="xs"
      mb={6}
      radius="sm"
      data-testid="kanban-card"
      data-task-id={task.id}
      data-state={task.state.state}
      ref={setNode}
      {...listeners}
      style={style}
    >
      <KanbanCardBody
        task={task}
        drag={drag}
        setActivator={setActivator}
        describedBy={describedBy}
      />
    </Paper>
  );
});

const KanbanCardBody = memo(function KanbanCardBody({
  task,
  drag,
  setActivator,
  describedBy,
}: {
  task: Task;
  drag: TaskDragHandlers | undefined;
} & TaskActivator) {
  const link = useTaskModalLink(task.id);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <FinishCheckbox task={task} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          ref={setActivator}
          component={Link}
          to={link}
          size="sm"
          underline="hover"
          c={task.state.state === 'finished' ? 'dimmed' : 'var(--mantine-color-text)'}
          td={task.state.state === 'finished' ? 'line-through' : undefined}
          style={{ overflowWrap: 'anywhere' }}
          data-task-link
          aria-describedby={describedBy}
          aria-keyshortcuts={drag?.onKeyMove ? MOVE_SHORTCUTS : undefined}
          onKeyDown={moveKeyHandler(task, drag)}
        >
          {task.name}
        </Anchor>
        <TaskMeta task={task} />
      </Stack>
    </Group>
  );
});

const CARD_HEIGHT = 72;
const COLUMN_HEIGHT = 'calc(100vh - 300px)';

/**
 * Whether an element is within a column's width of the board's visible part; once it has been,
 * it stays so. Columns far to the side draw no cards until then: a board of many lists opens
 * with the cards of the columns one sees. Without IntersectionObserver everything is near.
 */
function useNearBoard(board: HTMLElement | null) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !board) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { root: board, rootMargin: '0px 320px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [board, near]);
  return { ref, near };
}

/** A task list as a kanban column: its cards, a place to drop tasks, and quick add. */
function KanbanColumn({
  tasklist,
  tasks,
  drag,
  board,
}: {
  tasklist: Tasklist;
  tasks: Task[];
  drag?: TaskDragHandlers | undefined;
  board: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const { ref, near } = useNearBoard(board);
  const { setNode } = useTasklistDrop(tasklist);
  const { setHeader, isDragging, handle } = useTasklistDraggable(
    tasklist,
    Boolean(drag?.draggable),
  );
  const attachColumn = useMergedRef(ref, setNode);
  return (
    <Paper
      ref={attachColumn}
      data-drop-list={tasklist.id}
      component="section"
      aria-label={tasklist.name}
      withBorder
      p="xs"
      bg="var(--mantine-color-default-hover)"
      data-testid="kanban-column"
      data-tasklist-id={tasklist.id}
      style={{
        flex: '0 0 min(300px, 85vw)',
        scrollSnapAlign: 'start',
        opacity: isDragging ? 0.5 : undefined,
      }}
    >
      <Group ref={setHeader} justify="space-between" mb="xs" wrap="nowrap">
        <TasklistDragHandle tasklist={tasklist} handle={handle} />
        <Title order={3} size="h6" style={{ overflowWrap: 'anywhere', flex: 1 }}>
          {tasklist.name}
        </Title>
        <Badge variant="light" size="sm">
          {tasks.length}
        </Badge>
      </Group>
      {tasks.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {t('board.emptyColumn')}
        </Text>
      ) : near ? (
        <BoxVirtualList
          items={tasks}
          getKey={(task) => task.id}
          estimateSize={CARD_HEIGHT}
          maxHeight={COLUMN_HEIGHT}
          label={tasklist.name}
          renderItem={(task) => <KanbanCard task={task} drag={drag} />}
        />
      ) : (
        <Box
          role="list"
          aria-label={tasklist.name}
          aria-busy
          style={{ height: `min(${tasks.length * CARD_HEIGHT}px, ${COLUMN_HEIGHT})` }}
        />
      )}
      <Box mt="xs">
        <WaitingCreates tasklistId={tasklist.id} />
        <QuickAddTask tasklist={tasklist} />
      </Box>
    </Paper>
  );
}

/** The kanban layout: task lists side by side as columns, tasks and columns dragged. */
export function KanbanLayout({
  tasklists,
  tasksByList,
  drag,
}: {
  tasklists: Tasklist[];
  tasksByList: ReadonlyMap<number, Task[]>;
  drag?: TaskDragHandlers | undefined;
}) {
  const [board, setBoard] = useState<HTMLDivElement | null>(null);
  return (
    <Group
      ref={setBoard}
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      data-testid="kanban"
      style={{ overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: 8 }}
    >
      {tasklists.map((tasklist) => (
        <KanbanColumn
          key={tasklist.id}
          tasklist={tasklist}
          tasks={tasksByList.get(tasklist.id) ?? []}
          drag={drag}
          board={board}
        />
      ))}
    </Group>
  );
}
