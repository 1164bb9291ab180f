import { describe, expect, it } from 'vitest';
import type { Task } from '@tandem/contract';
import { READ_ONLY, taskFixture, tasklistFixture } from '../../../test/fixtures.ts';
import { placedOrder } from '../../../lib/tasks/tasklist-order.ts';
import type { DropSide } from './drop-rules.ts';
import { dropAction, dropSide, taskLosesData } from './drop-rules.ts';
import { keyAction } from './mindmap-keys.ts';
import type { MindNode, MindSource } from './mindmap-tree.ts';
import { buildMindTree, openByDefault, visibleNodes } from './mindmap-tree.ts';

const tasks: Task[] = [
  taskFixture({ id: 10, name: 'Posters', tasklist: { id: 1, name: 'Stand' }, sorting_key: 'a0' }),
  taskFixture({
    id: 11,
    name: 'Flyers',
    tasklist: { id: 1, name: 'Stand' },
    sorting_key: 'a1',
    task_checks_summary: { total: 1, finished: 0 },
  }),
  taskFixture({ id: 12, name: 'Tickets', tasklist: { id: 2, name: 'Sales' }, sorting_key: 'a0' }),
];

function source(overrides: Partial<MindSource> = {}): MindSource {
  return {
    project: { id: 7, name: 'Fair', canCreateTasklist: true },
    tasklists: [
      tasklistFixture({ id: 1, name: 'Stand' }),
      tasklistFixture({ id: 2, name: 'Sales', abilities: { create_task: false } }),
    ],
    tasks,
    checks: new Map([
      [
        11,
        [
          {
            id: 90,
            name: 'Print',
            state: { id: 1, state: 'active' },
            sorting_key: 'a0',
          } as never,
        ],
      ],
    ]),
    showFinished: false,
    isExpanded: () => true,
    draft: null,
    ...overrides,
  };
}

const tree = (overrides: Partial<MindSource> = {}) => {
  const root = buildMindTree(source(overrides));
  const order = visibleNodes(root);
  const byId = new Map(order.map((n) => [n.id, n]));
  const parentOf = (n: MindNode) => (n.parentId ? byId.get(n.parentId) : undefined);
  return { root, order, byId, parentOf };
};

describe('buildMindTree', () => {
  it('lays out project, lists, tasks in board order and loaded subtasks', () => {
    expect(tree().order.map((n) => n.id)).toEqual([
      'p',
      'l:1',
      't:10',
      't:11',
      'c:90',
      'l:2',
      't:12',
    ]);
  });

  it('hides finished tasks unless asked, and shows collapsed branches without children', () => {
    const finished = tasks.map((t) =>
      t.id === 10 ? { ...t, state: { id: 5, state: 'finished' } } : t,
    );
    expect(tree({ tasks: finished }).byId.has('t:10')).toBe(false);
    expect(tree({ tasks: finished, showFinished: true }).byId.get('t:10')!.finished).toBe(true);
    const collapsed = tree({ isExpanded: (id) => id !== 'l:1' });
    expect(collapsed.byId.get('l:1')).toMatchObject({ expanded: false, hasChildren: true });
    expect(collapsed.byId.has('t:10')).toBe(false);
  });

  it('puts a draft after the chosen sibling, and offers only what the abilities allow', () => {
    const { order, byId } = tree({ draft: { parentId: 'l:1', afterId: 't:10' } });
    expect(order.map((n) => n.id).slice(2, 5)).toEqual(['t:10', 'draft', 't:11']);
    expect(byId.get('draft')!.kind).toBe('task');
    expect(byId.get('l:2')!.abilities.addChild).toBe(false);
  });

  it('opens the task lists only of a big project', () => {
    expect(openByDefault('tasklist', 50)).toBe(true);
    expect(openByDefault('task', 50)).toBe(true);
    expect(openByDefault('tasklist', 1000)).toBe(false);
    expect(openByDefault('project', 1000)).toBe(true);
  });
});

describe('keyAction', () => {
  const { order, byId, parentOf } = tree();
  const press = (key: string, id: string, extra = {}) =>
    keyAction({ key, ...extra }, byId.get(id)!, order, parentOf);

  it('moves the selection with the arrows through the visible tree', () => {
    expect(press('ArrowDown', 't:11')).toEqual({ type: 'select', id: 'c:90' });
    expect(press('ArrowUp', 'l:2')).toEqual({ type: 'select', id: 'c:90' });
    expect(press('ArrowRight', 'l:1')).toEqual({ type: 'select', id: 't:10' });
    expect(press('ArrowLeft', 't:10')).toEqual({ type: 'select', id: 'l:1' });
    expect(press('ArrowUp', 'p')).toBeNull();
  });

  it('collapses and expands with Left, Right, - and +', () => {
    expect(press('ArrowLeft', 'l:1')).toEqual({ type: 'collapse', id: 'l:1' });
    expect(press('-', 't:11')).toEqual({ type: 'collapse', id: 't:11' });
    const closed = tree({ isExpanded: (id) => id !== 't:11' });
    const node = closed.byId.get('t:11')!;
    expect(keyAction({ key: 'ArrowRight' }, node, closed.order, closed.parentOf)).toEqual({
      type: 'expand',
      id: 't:11',
    });
    expect(keyAction({ key: '+' }, node, closed.order, closed.parentOf)).toEqual({
      type: 'expand',
      id: 't:11',
    });
  });

  it('adds a child with Tab and a sibling with Enter, where that is allowed', () => {
    expect(press('Tab', 'p')).toEqual({ type: 'addChild', parentId: 'p' });
    expect(press('Tab', 'l:1')).toEqual({ type: 'addChild', parentId: 'l:1' });
    expect(press('Enter', 't:10')).toEqual({
      type: 'addSibling',
      parentId: 'l:1',
      afterId: 't:10',
    });
    expect(press('Tab', 'l:2')).toBeNull();
    expect(press('Enter', 't:12')).toBeNull();
    expect(press('Enter', 'p')).toBeNull();
    expect(press('Tab', 'c:90')).toBeNull();
    expect(press('Tab', 'l:1', { shiftKey: true })).toBeNull();
  });

  it('renames with F2 and finishes with Space, not the project or a list', () => {
    expect(press('F2', 't:10')).toEqual({ type: 'rename', id: 't:10' });
    expect(press(' ', 'c:90')).toEqual({ type: 'toggleFinish', id: 'c:90' });
    expect(press(' ', 'l:1')).toBeNull();
    expect(press('F2', 'p')).toBeNull();
    expect(press('a', 't:10')).toBeNull();
    expect(press('Enter', 't:10', { ctrlKey: true })).toBeNull();
  });

  it('leaves a read-only task alone', () => {
    const locked = tree({
      tasks: tasks.map((t) => (t.id === 10 ? { ...t, abilities: READ_ONLY } : t)),
    });
    const node = locked.byId.get('t:10')!;
    expect(keyAction({ key: 'F2' }, node, locked.order, locked.parentOf)).toBeNull();
    expect(keyAction({ key: ' ' }, node, locked.order, locked.parentOf)).toBeNull();
    expect(keyAction({ key: 'Delete' }, node, locked.order, locked.parentOf)).toBeNull();
    expect(
      keyAction({ key: 'ArrowUp', altKey: true }, node, locked.order, locked.parentOf),
    ).toBeNull();
  });

  it('deletes with Delete and reorders with Alt and the arrows, never the project', () => {
    expect(press('Delete', 't:10')).toEqual({ type: 'delete', id: 't:10' });
    expect(press('Delete', 'c:90')).toEqual({ type: 'delete', id: 'c:90' });
    expect(press('Delete', 'l:1')).toEqual({ type: 'delete', id: 'l:1' });
    expect(press('Delete', 'p')).toBeNull();
    expect(press('ArrowDown', 't:10', { altKey: true })).toEqual({
      type: 'reorder',
      id: 't:10',
      direction: 'down',
    });
    expect(press('ArrowUp', 'l:2', { altKey: true })).toEqual({
      type: 'reorder',
      id: 'l:2',
      direction: 'up',
    });
    expect(press('ArrowUp', 'p', { altKey: true })).toBeNull();
    expect(press('ArrowLeft', 't:10', { altKey: true })).toBeNull();
  });
});

describe('dropAction', () => {
  const { byId, parentOf } = tree();
  const taskOf = (id: number) => tasks.find((t) => t.id === id);
  const drop = (from: string, to: string, side: DropSide = 'onto') =>
    dropAction(byId.get(from)!, byId.get(to)!, parentOf, taskOf, side);

  it('moves a task to another list, and does nothing on its own list', () => {
    expect(drop('t:12', 'l:1')).toEqual({ type: 'moveTask', taskId: 12, tasklistId: 1 });
    expect(drop('t:10', 'l:1')).toBeNull();
  });

  it('makes a task a subtask of another, unless it has subtasks of its own', () => {
    expect(drop('t:10', 't:12')).toEqual({
      type: 'taskToSubtask',
      taskId: 10,
      parentTaskId: 12,
      losesData: false,
    });
    expect(drop('t:11', 't:10')).toEqual({ type: 'refused', reason: 'taskHasSubtasks' });
  });

  it('makes a subtask a task of a list', () => {
    expect(drop('c:90', 'l:1')).toEqual({
      type: 'subtaskToTask',
      checkId: 90,
      parentTaskId: 11,
      tasklistId: 1,
    });
  });

  it('moves a subtask dropped on another task to that task', () => {
    expect(drop('c:90', 't:10')).toEqual({
      type: 'moveSubtask',
      checkId: 90,
      fromTaskId: 11,
      toTaskId: 10,
    });
    expect(drop('c:90', 't:11')).toBeNull();
  });

  it('places a node dropped above or below one of its kind among that one’s siblings', () => {
    expect(drop('t:10', 't:11', 'after')).toEqual({
      type: 'placeTask',
      taskId: 10,
      tasklistId: 1,
      place: { after_id: 11 },
    });
    expect(drop('t:12', 't:10', 'before')).toEqual({
      type: 'placeTask',
      taskId: 12,
      tasklistId: 1,
      place: { before_id: 10 },
    });
    // Sales takes no new tasks.
    expect(drop('t:10', 't:12', 'before')).toEqual({ type: 'refused', reason: 'notAllowed' });
    expect(drop('l:2', 'l:1', 'before')).toEqual({
      type: 'placeTasklist',
      tasklistId: 2,
      place: { before_id: 1 },
    });
    expect(drop('l:1', 'l:1', 'after')).toBeNull();
  });

  it('reads the side of a drop from where on the node it lands', () => {
    expect(dropSide(0.1, true)).toBe('before');
    expect(dropSide(0.5, true)).toBe('onto');
    expect(dropSide(0.9, true)).toBe('after');
    expect(dropSide(0.4, false)).toBe('before');
    expect(dropSide(0.6, false)).toBe('after');
  });

  it('puts a list right before or after another in the order', () => {
    expect(placedOrder([1, 2, 3], 3, { before_id: 1 })).toEqual([3, 1, 2]);
    expect(placedOrder([1, 2, 3], 1, { after_id: 2 })).toEqual([2, 1, 3]);
    expect(placedOrder([1, 2, 3], 1, { after_id: 9 })).toEqual([1, 2, 3]);
  });

  it('refuses the rest with a reason', () => {
    expect(drop('l:1', 'l:2')).toEqual({ type: 'refused', reason: 'tasklistFixed' });
    expect(drop('t:10', 'c:90')).toEqual({ type: 'refused', reason: 'ontoSubtask' });
    expect(drop('c:90', 'p')).toEqual({ type: 'refused', reason: 'ontoProject' });
    expect(drop('t:10', 'l:2')).toEqual({ type: 'refused', reason: 'notAllowed' });
  });

  it('makes a task dropped on the project a task list, when both allow it', () => {
    expect(drop('t:10', 'p')).toEqual({ type: 'taskToTasklist', taskId: 10 });
    const locked = tree({ project: { id: 7, name: 'Fair', canCreateTasklist: false } });
    expect(
      dropAction(locked.byId.get('t:10')!, locked.byId.get('p')!, locked.parentOf, () => undefined),
    ).toEqual({ type: 'refused', reason: 'notAllowed' });
  });

  it('counts what a task would lose as a plain subtask', () => {
    expect(taskLosesData(taskFixture())).toBe(false);
    expect(taskLosesData(taskFixture({ count_comments: 2 }))).toBe(true);
    expect(taskLosesData(taskFixture({ priority_enum: 'h' }))).toBe(true);
  });
});
