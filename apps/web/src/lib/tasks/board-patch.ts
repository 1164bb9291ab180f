import type { QueryClient } from '@tanstack/react-query';
import type { Task, Tasklist } from '@tandem/contract';
import { ROUTES, TASK_STATE, expandTaskBoard } from '@tandem/contract/browser';
import { call } from '../api-client.ts';
import { whenIdle } from '../invalidate-when-idle.ts';
import { byKey } from './board-move.api.ts';
import { taskKeys } from './tasks.api.ts';

const activeIn = (task: Task | undefined, tasklistId: number) =>
  task !== undefined && task.state.id === TASK_STATE.active && task.tasklist.id === tasklistId;

/** The board with one task put in, replaced or taken out, in board order. */
export function withBoardTask(list: Task[], taskId: number, fresh: Task | undefined): Task[] {
  const at = list.findIndex((t) => t.id === taskId);
  const before = at < 0 ? undefined : list[at];
  if (!fresh) return before ? list.filter((t) => t.id !== taskId) : list;
  // An answer older than what is held (two changes fetched at once, answered out of order).
  if (before && before.version > fresh.version) return list;
  if (
    before &&
    before.tasklist.id === fresh.tasklist.id &&
    before.sorting_key === fresh.sorting_key
  )
    return list.map((t) => (t.id === taskId ? fresh : t));
  return [...list.filter((t) => t.id !== taskId), fresh].sort(byKey);
}

/** The task lists with their active-task counts moved from `before` to `after`. */
function withCounts(lists: Tasklist[], before: Task | undefined, after: Task | undefined) {
  return lists.map((list) => {
    const delta = Number(activeIn(after, list.id)) - Number(activeIn(before, list.id));
    return delta === 0 ? list : { ...list, count_active_tasks: list.count_active_tasks + delta };
  });
}

/**
 * Brings one task of a project's board up to date in place, from the board narrowed to that task
 * (a few hundred bytes, where the whole board of a big project is megabytes): it is put in,
 * replaced, moved or taken out, and its lists' active-task counts follow. Answers false, having
 * fetched nothing, when this tab holds no board of the project.
 */
export async function patchBoardTask(
  queryClient: QueryClient,
  projectId: number,
  taskId: number,
): Promise<boolean> {
  const key = taskKeys.tasks(projectId);
  if (queryClient.getQueryData<Task[]>(key) === undefined) return false;
  const [fresh] = expandTaskBoard(
    await call(ROUTES.taskBoard.board, { query: { pid: projectId, tid: taskId } }),
  );
  const list = queryClient.getQueryData<Task[]>(key);
  if (!list) return false;
  const before = list.find((t) => t.id === taskId);
  const after = withBoardTask(list, taskId, fresh);
  if (after === list) return true;
  queryClient.setQueryData<Task[]>(key, after);
  queryClient.setQueryData<Tasklist[]>(
    taskKeys.tasklists(projectId),
    (lists) => lists && withCounts(lists, before, fresh),
  );
  return true;
}

/**
 * After this tab changed one task: its board row is fetched alone, or the board refetched when
 * that fails (the task's own detail is the caller's).
 */
export function refreshBoardTask(queryClient: QueryClient, projectId: number, taskId: number) {
  return patchBoardTask(queryClient, projectId, taskId).catch(() =>
    queryClient.invalidateQueries({ queryKey: taskKeys.tasks(projectId) }),
  );
}

/**
 * A live change to one task of a project's board, from another tab or person: patched in place
 * once this tab's own changes to the board are done, or the board refetched when that fails.
 */
export function patchBoardTaskWhenIdle(
  queryClient: QueryClient,
  projectId: number,
  taskId: number,
): void {
  whenIdle(queryClient, taskKeys.tasks(projectId), () => {
    void refreshBoardTask(queryClient, projectId, taskId);
  });
}
