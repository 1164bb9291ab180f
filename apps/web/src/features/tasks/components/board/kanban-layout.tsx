import { memo } from 'react';
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

/** A task list as a kanban column: its cards, a place to drop tasks, and quick add. */
function KanbanColumn({
  tasklist,
  tasks,
  drag,
  onDropAtEnd,
}: {
  tasklist: Tasklist;
  tasks: Task[];
  drag?: TaskDragHandlers | undefined;
  onDropAtEnd?: ((event: DragEvent, tasklist: Tasklist) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Paper
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
      ) : (
        <BoxVirtualList
          items={tasks}
          getKey={(task) => task.id}
          estimateSize={72}
          maxHeight="calc(100vh - 300px)"
          label={tasklist.name}
          renderItem={(task) => <KanbanCard task={task} drag={drag} />}
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
  return (
    <Group
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
        />
      ))}
    </Group>
  );
}
