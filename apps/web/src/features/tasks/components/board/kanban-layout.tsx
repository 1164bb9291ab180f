import { memo, useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task, Tasklist } from '@tandem/contract';
import { QuickAddTask } from '../quick-add-task.tsx';
import {
  FinishCheckbox,
  MOVE_SHORTCUTS,
  dragProps,
  moveKeyHandler,
  useTaskModalLink,
} from '../task-row.tsx';
import type { TaskDragHandlers } from '../task-row.tsx';
import { TaskMeta } from './task-meta.tsx';
import { BoxVirtualList } from './virtual-list.tsx';

/** One task as a card in a kanban column. */
const KanbanCard = memo(function KanbanCard({
  task,
  drag,
}: {
  task: Task;
  drag?: TaskDragHandlers | undefined;
}) {
  const link = useTaskModalLink(task.id);
  return (
    <Paper
      withBorder
      p="xs"
      mb={6}
      radius="sm"
      data-testid="kanban-card"
      data-task-id={task.id}
      data-state={task.state.state}
      {...dragProps(task, drag)}
      style={{ cursor: drag?.onDragStart ? 'grab' : undefined }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <FinishCheckbox task={task} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={link}
            size="sm"
            underline="hover"
            c={task.state.state === 'finished' ? 'dimmed' : undefined}
            td={task.state.state === 'finished' ? 'line-through' : undefined}
            style={{ overflowWrap: 'anywhere' }}
            data-task-link
            aria-keyshortcuts={drag?.onKeyMove ? MOVE_SHORTCUTS : undefined}
            onKeyDown={moveKeyHandler(task, drag)}
          >
            {task.name}
          </Anchor>
          <TaskMeta task={task} />
        </Stack>
      </Group>
    </Paper>
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
  onDropAtEnd,
  board,
}: {
  tasklist: Tasklist;
  tasks: Task[];
  drag?: TaskDragHandlers | undefined;
  onDropAtEnd?: ((event: DragEvent, tasklist: Tasklist) => void) | undefined;
  board: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const { ref, near } = useNearBoard(board);
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={tasklist.name}
      withBorder
      p="xs"
      bg="var(--mantine-color-default-hover)"
      data-testid="kanban-column"
      data-tasklist-id={tasklist.id}
      style={{ flex: '0 0 min(300px, 85vw)', scrollSnapAlign: 'start' }}
      onDragOver={(event) => {
        if (onDropAtEnd) event.preventDefault();
      }}
      onDrop={(event) => onDropAtEnd?.(event, tasklist)}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h6" style={{ overflowWrap: 'anywhere' }}>
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
        <QuickAddTask tasklist={tasklist} />
      </Box>
    </Paper>
  );
}

/** The kanban layout: task lists side by side as columns, tasks dragged between them. */
export function KanbanLayout({
  tasklists,
  tasksByList,
  drag,
  onDropAtEnd,
}: {
  tasklists: Tasklist[];
  tasksByList: ReadonlyMap<number, Task[]>;
  drag?: TaskDragHandlers | undefined;
  onDropAtEnd?: ((event: DragEvent, tasklist: Tasklist) => void) | undefined;
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
          onDropAtEnd={onDropAtEnd}
          board={board}
        />
      ))}
    </Group>
  );
}
