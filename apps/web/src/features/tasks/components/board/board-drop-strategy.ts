import type { Active, Over } from '@dnd-kit/core';
import type { Task, Tasklist } from '@tandem/contract';
import type { MoveTarget } from '../../../../lib/tasks/board-move.api.ts';
import type { DropAxis } from '../../../../components/drag/drop-line.ts';
import type {
  DropPlan,
  DropStrategy,
  KeyDirection,
} from '../../../../components/drag/drag-session.ts';
import { positionAmong } from '../../../../components/drag/drag-session.ts';
import {
  measureItems,
  placeAt,
  placeOfItself,
  reorderedIds,
  stepAfter,
} from '../../../../components/drag/drop-slots.ts';
import { focusTaskWhenShown } from '../../../../lib/focus-task.ts';

/** What is dragged on a board: a task, or a task list by its handle. */
export type BoardDragData =
  | { type: 'task'; task: Task; name: string }
  | { type: 'tasklist'; tasklist: Tasklist; name: string };
/** What a task list (a card or a column) takes drops as. */
export interface ListDropData {
  type: 'list';
  tasklist: Tasklist;
  name: string;
  accepts: (active: Active) => boolean;
}
/** What a drop on a board does: one task moved, or the lists in a new order. */
export type BoardDrop =
  { kind: 'task'; task: Task; to: MoveTarget } | { kind: 'order'; order: number[] };

/** What the strategy reads of the board at the moment it is asked. */
export interface BoardState {
  /** The lists shown, in board order. */
  tasklists: readonly Tasklist[];
  /** Every list of the project in order (hidden ones too): a reorder sends them all. */
  listOrder: readonly number[];
  axis: DropAxis;
  canReceive: (tasklistId: number) => boolean;
  onMove: (task: Task, target: MoveTarget) => void;
  onReorder?: ((order: number[]) => void) | undefined;
}

const TASK_ATTRIBUTE = 'data-task-id';
const listElement = (id: number) => document.querySelector<HTMLElement>(`[data-drop-list="${id}"]`);
const taskElement = (list: ParentNode | null, id: number) =>
  list?.querySelector<HTMLElement>(`[${TASK_ATTRIBUTE}="${id}"]`) ?? null;
const taskIds = (list: HTMLElement | null) =>
  list
    ? [...list.querySelectorAll(`[${TASK_ATTRIBUTE}]`)].map((e) =>
        Number(e.getAttribute(TASK_ATTRIBUTE)),
      )
    : [];
const dataOf = (active: Active) => active.data.current as BoardDragData;

/**
 * How drags on a board land: a task against the task under the pointer (or at the end of an
 * empty list), a task list before or after the list under it. Keyboard drags step place by place.
 */
export function boardDropStrategy(read: () => BoardState): DropStrategy<BoardDrop> {
  let key = { listId: 0, afterId: null as number | null };
  let start = key;

  /** The list's name when a task would land in another list than its own. */
  const withinName = (task: Task, listId: number) =>
    listId === task.tasklist.id ? undefined : read().tasklists.find((l) => l.id === listId)?.name;

  const taskAtPoint = (task: Task, list: Tasklist, y: number): DropPlan<BoardDrop> | null => {
    const element = listElement(list.id);
    if (!element || !read().canReceive(list.id)) return null;
    const hit = placeAt(y, measureItems(element, TASK_ATTRIBUTE));
    const others = taskIds(element).filter((id) => id !== task.id);
    const within = withinName(task, list.id);
    if (!hit)
      return {
        line: { element, place: 'inside' },
        target: { kind: 'task', task, to: { tasklistId: list.id } },
        position: { ...positionAmong(others, null, 'before'), within },
      };
    if (hit.item.id === task.id) return null;
    const to =
      hit.place === 'before'
        ? { tasklistId: list.id, beforeId: hit.item.id }
        : { tasklistId: list.id, afterId: hit.item.id };
    return {
      line: { element: hit.item.element, place: hit.place },
      target: { kind: 'task', task, to },
      position: { ...positionAmong(others, hit.item.id, hit.place), within },
    };
  };

  const orderPlan = (moving: Tasklist, targetId: number, place: 'before' | 'after') => {
    const { listOrder, axis, onReorder } = read();
    const element = listElement(targetId);
    if (!element || !onReorder || targetId === moving.id) return null;
    const order = reorderedIds(listOrder, moving.id, targetId, place);
    const position = { index: order.indexOf(moving.id) + 1, count: order.length };
    return { line: { element, place, axis }, target: { kind: 'order' as const, order }, position };
  };

  const listAtPoint = (moving: Tasklist, over: Tasklist, point: { x: number; y: number }) => {
    const box = listElement(over.id)?.getBoundingClientRect();
    if (!box) return null;
    const horizontal = read().axis === 'x';
    const at = horizontal ? point.x : point.y;
    const middle = horizontal ? box.left + box.width / 2 : box.top + box.height / 2;
    return orderPlan(moving, over.id, at < middle ? 'before' : 'after');
  };

  const taskKeyPlan = (task: Task): DropPlan<BoardDrop> | null => {
    const element = listElement(key.listId);
    if (!element || !read().canReceive(key.listId)) return null;
    if (key.listId === start.listId && key.afterId === start.afterId) return null;
    const tasklistId = key.listId;
    const others = taskIds(element).filter((id) => id !== task.id);
    const position = {
      ...positionAmong(others, key.afterId, 'after'),
      within: withinName(task, tasklistId),
    };
    if (key.afterId !== null) {
      const to = { tasklistId, afterId: key.afterId };
      const row = taskElement(element, key.afterId);
      return {
        line: row && { element: row, place: 'after' },
        target: { kind: 'task', task, to },
        position,
      };
    }
    const first = others[0];
    if (first === undefined)
      return {
        line: { element, place: 'inside' },
        target: { kind: 'task', task, to: { tasklistId } },
        position,
      };
    const row = taskElement(element, first);
    const to = { tasklistId, beforeId: first };
    return {
      line: row && { element: row, place: 'before' },
      target: { kind: 'task', task, to },
      position,
    };
  };

  const stepTask = (task: Task, direction: KeyDirection) => {
    if (direction === 'up' || direction === 'down') {
      const others = taskIds(listElement(key.listId)).filter((id) => id !== task.id);
      key = { ...key, afterId: stepAfter(others, key.afterId, direction === 'down' ? 1 : -1) };
    } else {
      const { tasklists } = read();
      const at = tasklists.findIndex((l) => l.id === key.listId);
      const next = tasklists[at + (direction === 'left' ? -1 : 1)];
      if (next) key = { listId: next.id, afterId: null };
    }
    const plan = taskKeyPlan(task);
    const list = listElement(key.listId);
    return { plan, anchor: plan?.line?.element ?? taskElement(list, task.id) ?? list };
  };

  const stepList = (moving: Tasklist, direction: KeyDirection) => {
    const others = read()
      .tasklists.map((l) => l.id)
      .filter((id) => id !== moving.id);
    const forward = direction === 'down' || direction === 'right';
    key = { ...key, afterId: stepAfter(others, key.afterId, forward ? 1 : -1) };
    const plan =
      key.afterId === start.afterId
        ? null
        : key.afterId === null
          ? orderPlan(moving, others[0]!, 'before')
          : orderPlan(moving, key.afterId, 'after');
    return { plan, anchor: plan?.line?.element ?? listElement(moving.id) };
  };

  return {
    atPoint(active, over: Over | null, point) {
      const list = (over?.data.current as ListDropData | undefined)?.tasklist;
      if (!list) return null;
      const data = dataOf(active);
      return data.type === 'task'
        ? taskAtPoint(data.task, list, point.y)
        : listAtPoint(data.tasklist, list, point);
    },
    keyStart(active) {
      const data = dataOf(active);
      if (data.type === 'task') {
        const listId = data.task.tasklist.id;
        key = { listId, afterId: placeOfItself(taskIds(listElement(listId)), data.task.id) };
      } else {
        const ids = read().tasklists.map((l) => l.id);
        key = { listId: 0, afterId: placeOfItself(ids, data.tasklist.id) };
      }
      start = key;
    },
    keyStep(active, direction) {
      const data = dataOf(active);
      return data.type === 'task'
        ? stepTask(data.task, direction)
        : stepList(data.tasklist, direction);
    },
    drop(_active, drop) {
      if (drop.kind === 'task') {
        read().onMove(drop.task, drop.to);
        // Into another list the row is drawn anew there: the focus follows the task.
        focusTaskWhenShown(drop.task.id);
      } else read().onReorder?.(drop.order);
    },
  };
}
