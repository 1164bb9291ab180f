import { memo, useState } from 'react';
import type { CSSProperties, DragEvent, KeyboardEvent } from 'react';
import { Anchor, Checkbox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useSetTaskFinished } from '../api/tasks.api.ts';
import { TaskMeta } from './board/task-meta.tsx';

/** The address that opens a task over the page it is on, keeping that page's view and filter. */
export function useTaskModalLink(taskId: number): string {
  const { search } = useLocation();
  return `/task-modal/${taskId}${search}`;
}

/** The finish checkbox of a task: shows the click at once and takes it back if refused. */
export function FinishCheckbox({ task }: { task: Task }) {
  const { t } = useTranslation();
  const setFinished = useSetTaskFinished(task.project.id);
  // What the user just chose, shown from the click itself: the cache's optimistic update lands a
  // moment later, and a controlled checkbox would otherwise flick back in between.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const finished = chosen ?? task.state.id === TASK_STATE.finished;
  const toggle = () => {
    setChosen(!finished);
    setFinished.mutate(
      { task, finished: !finished },
      {
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <Checkbox
      checked={finished}
      onChange={toggle}
      disabled={!task.abilities.finish}
      aria-label={
        finished ? t('tasks.reopen', { name: task.name }) : t('tasks.finish', { name: task.name })
      }
    />
  );
}

/** What dragging a task carries, and how a row reports being dragged or dropped on. */
export interface TaskDragHandlers {
  onDragStart?: (event: DragEvent, task: Task) => void;
  onDragOver?: (event: DragEvent, task: Task) => void;
  onDrop?: (event: DragEvent, task: Task) => void;
  onDragLeave?: (event: DragEvent) => void;
  onDragEnd?: () => void;
  /** Keyboard moves: Alt+ArrowUp/Down within the list, Alt+ArrowLeft/Right to the list beside. */
  onKeyMove?: (task: Task, direction: MoveDirection) => void;
}
export type MoveDirection = 'up' | 'down' | 'left' | 'right';
const MOVE_KEYS: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
export const MOVE_SHORTCUTS = 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight';

/** What makes a task's element draggable and a place to drop on, when the board offers it. */
export function dragProps(task: Task, drag: TaskDragHandlers | undefined) {
  if (!drag) return {};
  return {
    draggable: Boolean(drag.onDragStart) && task.abilities.update,
    onDragStart: (event: DragEvent) => drag.onDragStart?.(event, task),
    onDragOver: (event: DragEvent) => drag.onDragOver?.(event, task),
    onDrop: (event: DragEvent) => drag.onDrop?.(event, task),
    onDragLeave: (event: DragEvent) => drag.onDragLeave?.(event),
    onDragEnd: () => drag.onDragEnd?.(),
  };
}

/**
 * Moves the focus from a task's link to the task above or below it on the board (in the order
 * they are drawn: down a list and on to the next). Answers whether there was one.
 */
export function focusNeighbourTask(from: HTMLElement, step: -1 | 1): boolean {
  const scope = from.closest('[data-task-board]') ?? document;
  const links = [...scope.querySelectorAll<HTMLElement>('[data-task-link]')];
  const next = links[links.indexOf(from) + step];
  if (!next) return false;
  next.focus();
  next.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/**
 * The key handler of a task's link: ↑ and ↓ go to the task above or below, and with Alt the
 * arrows move the task itself.
 */
export function moveKeyHandler(task: Task, drag: TaskDragHandlers | undefined) {
  return (event: KeyboardEvent) => {
    const direction = MOVE_KEYS[event.key];
    if (!direction || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!event.altKey) {
      if (direction !== 'up' && direction !== 'down') return;
      const from = event.currentTarget as HTMLElement;
      if (focusNeighbourTask(from, direction === 'up' ? -1 : 1)) event.preventDefault();
      return;
    }
    if (!drag?.onKeyMove) return;
    event.preventDefault();
    drag.onKeyMove(task, direction);
  };
}

/** One task on the board; drawn again only when the task (or how it is dragged) changes. */
export const TaskRow = memo(function TaskRow({
  task,
  drag,
  as = 'div',
}: {
  task: Task;
  drag?: TaskDragHandlers | undefined;
  as?: 'li' | 'div';
}) {
  const link = useTaskModalLink(task.id);
  const finished = task.state.id === TASK_STATE.finished;
  // Plain elements for the layout: a board draws many rows at once while it scrolls.
  const Row = as;
  return (
    <Row
      data-testid="task-row"
      data-task-id={task.id}
      data-state={task.state.state}
      {...dragProps(task, drag)}
      style={ROW_STYLE}
    >
      <FinishCheckbox task={task} />
      <div style={ROW_BODY_STYLE}>
        <Anchor
          component={Link}
          to={link}
          c={finished ? 'dimmed' : undefined}
          td={finished ? 'line-through' : undefined}
          underline="hover"
          data-task-link
          aria-keyshortcuts={drag?.onKeyMove ? MOVE_SHORTCUTS : undefined}
          onKeyDown={moveKeyHandler(task, drag)}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.name}
        </Anchor>
        <TaskMeta task={task} />
      </div>
    </Row>
  );
});

const ROW_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--mantine-spacing-sm)',
  paddingBlock: 4,
  minWidth: 0,
};
const ROW_BODY_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  flex: 1,
  minWidth: 0,
};
