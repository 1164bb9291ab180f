import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { BoardTask, Task, TaskBoard, Tasklist } from '@tandem/contract';
import { ROUTES, expandTaskBoard } from '@tandem/contract/browser';
import { fakeApi } from '../../test/fake-api.ts';
import { patchBoardTask, withBoardTask } from './board-patch.ts';
import { taskKeys } from './tasks.api.ts';

const ACTIVE = 1;
const FINISHED = 5;

const boardTask = (id: number, fields: Partial<BoardTask> = {}): BoardTask => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name: `Task ${id}`,
  state_id: ACTIVE,
  tasklist_id: 10,
  sorting_id: id,
  sorting_key: `a${id}`,
  author_id: 1,
  assigner_id: null,
  finished_by_id: null,
  worker_ids: [],
  due_date: null,
  due_date_end: null,
  date_add: '2026-11-01T10:00:00.000Z',
  date_upd: null,
  date_finished: null,
  priority_enum: null,
  is_my_priority: false,
  is_tracked: false,
  version: 1,
  ...fields,
});

const boardOf = (tasks: BoardTask[]): TaskBoard => ({
  project: { id: 7, name: 'Launch', currency: 'EUR' },
  tasklists: [10, 20].map((id) => ({
    id,
    name: `List ${id}`,
    task_abilities: {
      update: true,
      finish: true,
      delete: true,
      edit_name: true,
      edit_due_dates: true,
    },
  })),
  people: [{ id: 1, fullname: 'Olga Owner' }],
  tasks,
});

const full = (tasks: BoardTask[]) => expandTaskBoard(boardOf(tasks));

const tasklist = (id: number, count: number) =>
  ({ id, name: `List ${id}`, count_active_tasks: count }) as Tasklist;

/** A tab holding the board of project 7 with tasks 1, 2 and 3 in list 10. */
function tab() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(taskKeys.tasks(7), full([boardTask(1), boardTask(2), boardTask(3)]));
  queryClient.setQueryData(taskKeys.tasklists(7), [tasklist(10, 3), tasklist(20, 0)]);
  const board = () => queryClient.getQueryData<Task[]>(taskKeys.tasks(7))!;
  const counts = () =>
    queryClient.getQueryData<Tasklist[]>(taskKeys.tasklists(7))!.map((l) => l.count_active_tasks);
  return { queryClient, board, counts };
}

/** The server's board narrowed to one task (or none); tells the addresses asked for. */
function serverAnswers(tasks: BoardTask[]) {
  const { calls } = fakeApi().on(ROUTES.taskBoard.board, () => boardOf(tasks));
  return () => calls.map((c) => c.url);
}

afterEach(() => vi.restoreAllMocks());

describe('patchBoardTask', () => {
  it('replaces a renamed task in its place, asking for that task alone', async () => {
    const { queryClient, board, counts } = tab();
    const urls = serverAnswers([boardTask(2, { name: 'Renamed', version: 2 })]);
    expect(await patchBoardTask(queryClient, 7, 2)).toBe(true);
    expect(urls()).toEqual(['/api/tasks/board?pid=7&tid=2']);
    expect(board().map((t) => t.name)).toEqual(['Task 1', 'Renamed', 'Task 3']);
    expect(counts()).toEqual([3, 0]);
  });

  it('moves a task to its new list and place, and the counts follow', async () => {
    const { queryClient, board, counts } = tab();
    serverAnswers([boardTask(1, { tasklist_id: 20, sorting_key: 'a9', version: 2 })]);
    await patchBoardTask(queryClient, 7, 1);
    expect(board().map((t) => [t.id, t.tasklist.id])).toEqual([
      [2, 10],
      [3, 10],
      [1, 20],
    ]);
    expect(counts()).toEqual([2, 1]);
  });

  it('adds a new task, takes out one the board no longer holds, and counts finished ones out', async () => {
    const { queryClient, board, counts } = tab();
    serverAnswers([boardTask(4, { sorting_key: 'a0' })]);
    await patchBoardTask(queryClient, 7, 4);
    expect(board().map((t) => t.id)).toEqual([4, 1, 2, 3]);
    serverAnswers([]);
    await patchBoardTask(queryClient, 7, 2);
    expect(board().map((t) => t.id)).toEqual([4, 1, 3]);
    serverAnswers([boardTask(3, { state_id: FINISHED, version: 2 })]);
    await patchBoardTask(queryClient, 7, 3);
    expect(counts()).toEqual([2, 0]);
  });

  it('keeps a newer task than the answer, and fetches nothing without a board', async () => {
    const { queryClient, board } = tab();
    queryClient.setQueryData(
      taskKeys.tasks(7),
      full([boardTask(1, { name: 'Newer', version: 3 })]),
    );
    serverAnswers([boardTask(1, { name: 'Older', version: 2 })]);
    await patchBoardTask(queryClient, 7, 1);
    expect(board().map((t) => t.name)).toEqual(['Newer']);
    const urls = serverAnswers([]);
    expect(await patchBoardTask(queryClient, 8, 1)).toBe(false);
    expect(urls()).toEqual([]);
  });
});

describe('withBoardTask', () => {
  it('answers the same list when there is nothing to take out', () => {
    const list = full([boardTask(1)]);
    expect(withBoardTask(list, 2, undefined)).toBe(list);
  });
});
