import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Active, Over } from '@dnd-kit/core';
import type { Task, Tasklist } from '@tandem/contract';
import { taskFixture, tasklistFixture } from '../../../../test/fixtures.ts';
import { useBoardDrag } from './use-board-drag.ts';

const todo = tasklistFixture({ id: 1, name: 'To do' });
const done = tasklistFixture({ id: 2, name: 'Done', abilities: { create_task: false } });
const later = tasklistFixture({ id: 3, name: 'Later' });
const first = taskFixture({ id: 11, name: 'First', tasklist: { id: 1, name: 'To do' } });
const second = taskFixture({ id: 12, name: 'Second', tasklist: { id: 1, name: 'To do' } });
const third = taskFixture({ id: 13, name: 'Third', tasklist: { id: 1, name: 'To do' } });
const closed = taskFixture({ id: 21, name: 'Closed', tasklist: { id: 2, name: 'Done' } });

/** An element laid out at `top` with `height` (jsdom lays nothing out). */
function placed<T extends HTMLElement>(element: T, top: number, height: number): T {
  element.getBoundingClientRect = () =>
    ({ top, height, left: 0, width: 300, bottom: top + height, right: 300 }) as DOMRect;
  return element;
}

/** Three lists down the page; To do holds three 40 px rows, Later none. */
function drawBoard() {
  document.body.innerHTML = '';
  const lists = [
    [todo, 0, [first, second, third]],
    [done, 200, [closed]],
    [later, 400, []],
  ] as const;
  for (const [list, top, tasks] of lists) {
    const element = placed(document.createElement('section'), top, 180);
    element.dataset.dropList = String(list.id);
    tasks.forEach((task, index) => {
      const row = placed(document.createElement('div'), top + 10 + index * 40, 40);
      row.dataset.taskId = String(task.id);
      element.append(row);
    });
    document.body.append(element);
  }
}
const row = (id: number) => document.querySelector<HTMLElement>(`[data-task-id="${id}"]`)!;
const list = (id: number) => document.querySelector<HTMLElement>(`[data-drop-list="${id}"]`)!;

const picked = (task: Task) =>
  ({
    id: `task-${task.id}`,
    data: { current: { type: 'task', task, name: task.name } },
  }) as unknown as Active;
const pickedList = (tasklist: Tasklist) =>
  ({
    id: `tasklist-${tasklist.id}`,
    data: { current: { type: 'tasklist', tasklist } },
  }) as unknown as Active;
const over = (tasklist: Tasklist) =>
  ({ id: `list-${tasklist.id}`, data: { current: { type: 'list', tasklist } } }) as unknown as Over;

function board() {
  drawBoard();
  const onMove = vi.fn();
  const onReorder = vi.fn();
  const byList = new Map([
    [1, [first, second, third]],
    [2, [closed]],
  ]);
  const { result } = renderHook(() =>
    useBoardDrag([todo, done, later], byList, onMove, { listOrder: [1, 2, 3], onReorder }),
  );
  return { ...result.current, onMove, onReorder };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useBoardDrag: with a pointer', () => {
  it('lands above or below the task under the pointer, and one drop is one move', () => {
    const { strategy, onMove } = board();
    // Second spans 50–90: its upper half puts the task before it, its lower half after it.
    expect(strategy.atPoint(picked(first), over(todo), { x: 5, y: 60 })).toMatchObject({
      line: { element: row(12), place: 'before' },
      target: { to: { tasklistId: 1, beforeId: 12 } },
      position: { index: 1, count: 3 },
    });
    const plan = strategy.atPoint(picked(first), over(todo), { x: 5, y: 80 })!;
    expect(plan.line).toMatchObject({ element: row(12), place: 'after' });
    expect(plan.position).toEqual({ index: 2, count: 3, within: undefined });
    strategy.drop(picked(first), plan.target);
    expect(onMove).toHaveBeenCalledExactlyOnceWith(first, { tasklistId: 1, afterId: 12 });
  });

  it('takes the nearest task in a gap or below the last, and the end of an empty list', () => {
    const { strategy } = board();
    expect(strategy.atPoint(picked(first), over(todo), { x: 5, y: 170 })).toMatchObject({
      line: { element: row(13), place: 'after' },
      target: { to: { tasklistId: 1, afterId: 13 } },
    });
    expect(strategy.atPoint(picked(first), over(later), { x: 5, y: 450 })).toMatchObject({
      line: { element: list(3), place: 'inside' },
      target: { to: { tasklistId: 3 } },
      position: { index: 1, count: 1, within: 'Later' },
    });
  });

  it('does nothing over the dragged task itself, outside lists, or over a list it may not enter', () => {
    const { strategy } = board();
    expect(strategy.atPoint(picked(first), over(todo), { x: 5, y: 20 })).toBeNull();
    expect(strategy.atPoint(picked(first), null, { x: 5, y: 20 })).toBeNull();
    expect(strategy.atPoint(picked(first), over(done), { x: 5, y: 215 })).toBeNull();
  });

  it('puts a dragged task list before or after the list under the pointer', () => {
    const { strategy, onReorder } = board();
    const plan = strategy.atPoint(pickedList(todo), over(later), { x: 5, y: 550 })!;
    expect(plan.line).toMatchObject({ element: list(3), place: 'after', axis: 'y' });
    expect(plan.position).toEqual({ index: 3, count: 3 });
    strategy.drop(pickedList(todo), plan.target);
    expect(onReorder).toHaveBeenCalledExactlyOnceWith([2, 3, 1]);
    expect(strategy.atPoint(pickedList(todo), over(todo), { x: 5, y: 20 })).toBeNull();
  });
});

describe('useBoardDrag: from the keyboard', () => {
  it('steps a picked-up task place by place and to the list beside', () => {
    const { strategy } = board();
    strategy.keyStart(picked(first));
    expect(strategy.keyStep(picked(first), 'up').plan).toBeNull();
    const down = strategy.keyStep(picked(first), 'down');
    expect(down.plan).toMatchObject({
      target: { to: { tasklistId: 1, afterId: 12 } },
      position: { index: 2, count: 3 },
    });
    expect(down.anchor).toBe(row(12));
    strategy.keyStep(picked(first), 'down');
    expect(strategy.keyStep(picked(first), 'down').plan).toMatchObject({
      target: { to: { afterId: 13 } },
    });
    // Back up to where it stands: no move.
    strategy.keyStep(picked(first), 'up');
    expect(strategy.keyStep(picked(first), 'up').plan).toBeNull();
    // Done refuses new tasks (no line, no move); Later takes it at its end.
    expect(strategy.keyStep(picked(first), 'right').plan).toBeNull();
    expect(strategy.keyStep(picked(first), 'right').plan).toMatchObject({
      line: { element: list(3), place: 'inside' },
      target: { to: { tasklistId: 3 } },
    });
  });

  it('steps a picked-up task list past its neighbours', () => {
    const { strategy } = board();
    strategy.keyStart(pickedList(done));
    expect(strategy.keyStep(pickedList(done), 'up').plan).toMatchObject({
      line: { element: list(1), place: 'before' },
      target: { order: [2, 1, 3] },
    });
    strategy.keyStep(pickedList(done), 'down');
    expect(strategy.keyStep(pickedList(done), 'down').plan).toMatchObject({
      target: { order: [1, 3, 2] },
    });
  });

  it('moves with Alt and an arrow within the list and to the list beside when it may', () => {
    const { drag, onMove } = board();
    drag.onKeyMove!(second, 'up');
    expect(onMove).toHaveBeenLastCalledWith(second, { tasklistId: 1, beforeId: 11 });
    drag.onKeyMove!(first, 'down');
    expect(onMove).toHaveBeenLastCalledWith(first, { tasklistId: 1, afterId: 12 });
    onMove.mockClear();
    drag.onKeyMove!(first, 'right');
    expect(onMove).not.toHaveBeenCalled();
  });
});
