import { memo, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Anchor, Checkbox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useSetTaskFinished } from '../../../lib/tasks/tasks.api.ts';
import { TaskMeta } from './board/task-meta.tsx';
import { TaskChangeMark } from '../../../components/task-changes/task-change-mark.tsx';
import { dragGoing } from '../../../components/drag/drag-session.ts';

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

/** How the board lets its tasks be dragged and moved from the keyboard. */
export interface TaskDragHandlers {
  /** The board is a drag area: tasks the user may edit can be picked up. */
  draggable?: boolean;
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

/**
 * Makes a task's element draggable when the board offers it: the whole element takes a mouse or
 * a finger, its name takes the keyboard (Space). Only the element itself re-renders as a drag
 * starts and ends; what it holds is memoized apart.
 */
export function useTaskDraggable(task: Task, drag: TaskDragHandlers | undefined) {
  const enabled = Boolean(drag?.draggable) && task.abilities.update;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `task-${task.id}`,
    data: { type: 'task', task, name: task.name },
    disabled: !enabled,
  });
  const describedBy = enabled ? attributes['aria-describedby'] : undefined;
  return {
    setNode: setNodeRef,
    listeners,
    style: enabled ? { ...DRAGGABLE_STYLE, opacity: isDragging ? 0.4 : undefined } : undefined,
    setActivator: setActivatorNodeRef,
    describedBy,
  };
}
/** What a task's name needs to take the keyboard's pick-up (see useTaskDraggable). */
export interface TaskActivator {
  setActivator: (element: HTMLElement | null) => void;
  describedBy: string | undefined;
}

// A finger scrolls the page and pinch-zooms, but a long press picks the task up.
const DRAGGABLE_STYLE: CSSProperties = {
  cursor: 'grab',
  touchAction: 'manipulation',
  WebkitTouchCallout: 'none',
  userSelect: 'none',
};

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
    // During a keyboard drag the arrows move the dragged task, not the focus.
    if (!direction || dragGoing() || event.ctrlKey || event.metaKey || event.shiftKey) return;
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
  const { setNode, listeners, style, setActivator, describedBy } = useTaskDraggable(task, drag);
  // Plain elements for the layout: a board draws many rows at once while it scrolls.
  const Row = as;
  return (
    <Row
      data-testid="task-row"
      data-task-id={task.id}
      data-state={task.state.state}
      ref={setNode}
      {...listeners}
      style={{ ...ROW_STYLE, ...style }}
    >
      <TaskRowBody task={task} drag={drag} setActivator={setActivator} describedBy={describedBy} />
    </Row>
  );
});

const TaskRowBody = memo(function TaskRowBody({
  task,
  drag,
  setActivator,
  describedBy,
}: {
  task: Task;
  drag: TaskDragHandlers | undefined;
} & TaskActivator) {
  const link = useTaskModalLink(task.id);
  const finished = task.state.id === TASK_STATE.finished;
  return (
    <>
      <FinishCheckbox task={task} />
      <div style={ROW_BODY_STYLE}>
        <Anchor
          ref={setActivator}
          component={Link}
          to={link}
          c={finished ? 'dimmed' : 'var(--mantine-color-text)'}
          td={finished ? 'line-through' : undefined}
          underline="hover"
          data-task-link
          aria-describedby={describedBy}
          aria-keyshortcuts={drag?.onKeyMove ? MOVE_SHORTCUTS : undefined}
          onKeyDown={moveKeyHandler(task, drag)}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.name}
        </Anchor>
        <TaskMeta task={task} />
        <TaskChangeMark taskId={task.id} />
      </div>
    </>
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
