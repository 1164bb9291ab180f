import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task, Tasklist } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract/browser';
import { QuickAddTask } from './quick-add-task.tsx';
import { WaitingCreates } from '../../../components/task-changes/waiting-creates.tsx';
import { TaskRow } from './task-row.tsx';
import type { TaskDragHandlers } from './task-row.tsx';
import { WindowVirtualList } from '../../../components/virtual-list.tsx';
import { useTaskSlots } from '../../../lib/task-slots.tsx';
import type { TasklistHeadingProps } from '../../../lib/task-slots.tsx';
import {
  TasklistDragHandle,
  useTasklistDraggable,
  useTasklistDrop,
} from './board/tasklist-drag.tsx';

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
  const { tasklistHeading: Heading = PlainHeading } = useTaskSlots();

  const { setNode } = useTasklistDrop(tasklist);
  const { setHeader, handle, isDragging } = useTasklistDraggable(
    tasklist,
    Boolean(props.drag?.draggable),
  );
  const finished = tasklist.state.id === TASKLIST_STATE.finished;
  const headingId = `tasklist-${tasklist.id}`;

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
        <Heading
          tasklist={tasklist}
          index={index}
          count={props.count}
          onMove={props.onMove}
          setHeader={setHeader}
          title={
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
          }
          counter={
            <Badge
              variant="light"
              aria-label={t('tasks.activeCount', { count: tasklist.count_active_tasks })}
            >
              {tasklist.count_active_tasks}
            </Badge>
          }
        />
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
        <WaitingCreates tasklistId={tasklist.id} />
        <QuickAddTask tasklist={tasklist} />
      </Stack>
    </Card>
  );
}

/** A task list's heading without actions, where no feature gives one (its title and count). */
function PlainHeading({ setHeader, title, counter }: TasklistHeadingProps) {
  return (
    <Group ref={setHeader} justify="space-between" wrap="nowrap" align="flex-start">
      {title}
      {counter}
    </Group>
  );
}
