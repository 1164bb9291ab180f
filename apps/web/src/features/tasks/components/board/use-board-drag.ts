import { useLayoutEffect, useMemo, useRef } from 'react';
import type { DragEvent } from 'react';
import type { Task, Tasklist } from '@tandem/contract';
import type { MoveTarget } from '../../api/board-move.api.ts';
import type { MoveDirection, TaskDragHandlers } from '../task-row.tsx';
import { dropMarker, placeOf } from '../drop-line.ts';

const TASK_TYPE = 'application/x-tandem-task';

/**
 * Drag and drop of tasks on a board, and the same moves from the keyboard. The board gives the
 * lists in order and each list's tasks as shown; a drop becomes one call of `onMove`.
 */
export function useBoardDrag(
  tasklists: readonly Tasklist[],
  tasksByList: ReadonlyMap<number, Task[]>,
  onMove: (task: Task, target: MoveTarget) => void,
) {
  const dragged = useRef<Task | null>(null);
  // The handlers stay the same object across renders (rows are memoized on them); they read the
  // board as it is at the moment of the drop.
  const latest = useRef({ tasklists, tasksByList, onMove });
  useLayoutEffect(() => {
    latest.current = { tasklists, tasksByList, onMove };
  });
  return useMemo(() => {
    const canReceive = (tasklistId: number) =>
      latest.current.tasklists.find((l) => l.id === tasklistId)?.abilities.create_task ?? false;
    const onMove = (task: Task, target: MoveTarget) => latest.current.onMove(task, target);

    const mark = dropMarker();

    const drag: TaskDragHandlers = {
      onDragStart: (event, task) => {
        dragged.current = task;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(TASK_TYPE, String(task.id));
        event.dataTransfer.setData('text/plain', task.name);
      },
      onDragOver: (event, task) => {
        if (!dragged.current || !canReceive(task.tasklist.id)) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        mark.over(event, dragged.current.id === task.id);
      },
      onDragLeave: (event) => mark.leave(event),
      onDragEnd: () => {
        dragged.current = null;
        mark.hide();
      },
      onDrop: (event, task) => {
        const moving = dragged.current;
        dragged.current = null;
        mark.hide();
        if (!moving || !canReceive(task.tasklist.id)) return;
        event.preventDefault();
        event.stopPropagation();
        if (moving.id === task.id) return;
        const place = placeOf(event);
        onMove(
          moving,
          place === 'before'
            ? { tasklistId: task.tasklist.id, beforeId: task.id }
            : { tasklistId: task.tasklist.id, afterId: task.id },
        );
      },
      onKeyMove: (task, direction: MoveDirection) => {
        const { tasklists, tasksByList } = latest.current;
        const list = tasksByList.get(task.tasklist.id) ?? [];
        const index = list.findIndex((t) => t.id === task.id);
        if (direction === 'up' && index > 0)
          return onMove(task, { tasklistId: task.tasklist.id, beforeId: list[index - 1]!.id });
        if (direction === 'down' && index >= 0 && index < list.length - 1)
          return onMove(task, { tasklistId: task.tasklist.id, afterId: list[index + 1]!.id });
        if (direction === 'left' || direction === 'right') {
          const at = tasklists.findIndex((l) => l.id === task.tasklist.id);
          const next = tasklists[at + (direction === 'left' ? -1 : 1)];
          if (next && canReceive(next.id)) onMove(task, { tasklistId: next.id });
        }
      },
    };

    /** A drop on a list's empty space puts the task at the list's end. */
    const onDropAtEnd = (event: DragEvent, tasklist: Tasklist) => {
      const moving = dragged.current;
      dragged.current = null;
      mark.hide();
      if (!moving || !canReceive(tasklist.id)) return;
      event.preventDefault();
      const last = (latest.current.tasksByList.get(tasklist.id) ?? [])
        .filter((t) => t.id !== moving.id)
        .at(-1);
      if (last?.id === undefined && moving.tasklist.id === tasklist.id) return;
      onMove(
        moving,
        last ? { tasklistId: tasklist.id, afterId: last.id } : { tasklistId: tasklist.id },
      );
    };

    return { drag, onDropAtEnd };
  }, []);
}
