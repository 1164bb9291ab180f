import { useLayoutEffect, useState } from 'react';
import type { Task, Tasklist } from '@tandem/contract';
import type { MoveTarget } from '../../../../lib/tasks/board-move.api.ts';
import type { DropAxis } from '../../../../components/drag/drop-line.ts';
import type { MoveDirection, TaskDragHandlers } from '../task-row.tsx';
import { boardDropStrategy } from './board-drop-strategy.ts';

interface BoardDragOptions {
  axis?: DropAxis;
  /** Every list of the project in order: a reorder sends them all. */
  listOrder?: readonly number[];
  onReorder?: ((order: number[]) => void) | undefined;
}
interface Board {
  tasklists: readonly Tasklist[];
  tasksByList: ReadonlyMap<number, Task[]>;
  onMove: (task: Task, target: MoveTarget) => void;
  options: BoardDragOptions;
}

/**
 * Dragging tasks and task lists on a board, and the same task moves from the keyboard (Alt with
 * an arrow). The board gives the lists in order and each list's tasks as shown; a drop becomes
 * one call of `onMove` (a task) or `onReorder` (the lists).
 */
export function useBoardDrag(
  tasklists: readonly Tasklist[],
  tasksByList: ReadonlyMap<number, Task[]>,
  onMove: (task: Task, target: MoveTarget) => void,
  options: BoardDragOptions = {},
) {
  // Made once: rows are memoized on `drag`, and a drag in progress keeps its strategy. Both read
  // the board as it is at the moment of the drop.
  const [board] = useState(createBoardDrag);
  useLayoutEffect(() => board.update({ tasklists, tasksByList, onMove, options }));
  return board;
}

function createBoardDrag() {
  let board: Board = { tasklists: [], tasksByList: new Map(), onMove: () => {}, options: {} };
  const canReceive = (tasklistId: number) =>
    board.tasklists.find((l) => l.id === tasklistId)?.abilities.create_task ?? false;
  const move = (task: Task, target: MoveTarget) => board.onMove(task, target);

  const drag: TaskDragHandlers = {
    draggable: true,
    onKeyMove: (task, direction: MoveDirection) => {
      const { tasklists, tasksByList } = board;
      const list = tasksByList.get(task.tasklist.id) ?? [];
      const index = list.findIndex((t) => t.id === task.id);
      if (direction === 'up' && index > 0)
        return move(task, { tasklistId: task.tasklist.id, beforeId: list[index - 1]!.id });
      if (direction === 'down' && index >= 0 && index < list.length - 1)
        return move(task, { tasklistId: task.tasklist.id, afterId: list[index + 1]!.id });
      if (direction === 'left' || direction === 'right') {
        const at = tasklists.findIndex((l) => l.id === task.tasklist.id);
        const next = tasklists[at + (direction === 'left' ? -1 : 1)];
        if (next && canReceive(next.id)) move(task, { tasklistId: next.id });
      }
    },
  };
  const strategy = boardDropStrategy(() => ({
    tasklists: board.tasklists,
    listOrder: board.options.listOrder ?? board.tasklists.map((l) => l.id),
    axis: board.options.axis ?? 'y',
    canReceive,
    onMove: move,
    onReorder: board.options.onReorder,
  }));
  return {
    drag,
    strategy,
    update: (next: Board) => {
      board = next;
    },
  };
}
