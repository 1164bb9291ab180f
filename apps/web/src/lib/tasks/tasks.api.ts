import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task, Tasklist } from '@tandem/contract';
import { ROUTES, TASK_STATE, expandTaskBoard } from '@tandem/contract/browser';
import { call } from '../api-client.ts';
import { heldBy, taskChangeOptions } from './task-changes.ts';

/** The query keys of task lists and tasks, defined once; all but the trash are scoped by project. */
/** The calendar's tasks, by the days shown and the project (null for all). */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string, projectId: number | null) =>
    ['calendar', from, to, projectId] as const,
};

/** The viewer's priority tasks on the dashboard (their marks change it from any task). */
export const myPriorityKeys = { all: ['my-priorities'] as const };

export const taskKeys = {
  tasklists: (projectId: number) => ['tasklists', projectId] as const,
  archivedTasklists: (projectId: number) => ['tasklists-archived', projectId] as const,
  tasklistsTrash: () => ['tasklists-trash'] as const,
  tasks: (projectId: number) => ['tasks', projectId] as const,
  /** One task list by id, wherever it is. */
  tasklist: (tasklistId: number) => ['tasklist', tasklistId] as const,
  /** One task's detail, by id. */
  task: (taskId: number) => ['task', taskId] as const,
  /** One task's subtasks: under the task's own key, so whatever refreshes a task refreshes them. */
  taskchecks: (taskId: number) => ['task', taskId, 'taskchecks'] as const,
  /** Every task's detail (the prefix of `task`). */
  allTasks: ['task'] as const,
};

export const tasklistsQuery = (projectId: number) =>
  queryOptions({
    queryKey: taskKeys.tasklists(projectId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.tasklists.list, { query: { pid: projectId } }, { signal })).tasklists,
  });

export function useTasklists(projectId: number, enabled = true) {
  return useQuery({ ...tasklistsQuery(projectId), enabled });
}

/** One task list by id, wherever it is. */
export function useTasklist(tasklistId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: taskKeys.tasklist(tasklistId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.tasklists.detail, { query: { tlid: tasklistId } }, { signal })).tasklist,
  });
}

/** The project's board: fetched compact, kept as full tasks. */
export const projectTasksQuery = (projectId: number) =>
  queryOptions({
    queryKey: taskKeys.tasks(projectId),
    queryFn: async ({ signal }) =>
      expandTaskBoard(
        await call(ROUTES.taskBoard.board, { query: { pid: projectId } }, { signal }),
      ),
  });

export function useProjectTasks(projectId: number) {
  return useQuery(projectTasksQuery(projectId));
}

export function useCreateTasklist(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      call(ROUTES.tasklists.create, { query: { pid: projectId }, body: { name } }),
    onSuccess: ({ tasklist }) =>
      queryClient.setQueryData<Tasklist[]>(taskKeys.tasklists(projectId), (list = []) =>
        list.some((t) => t.id === tasklist.id) ? list : [...list, tasklist],
      ),
  });
}

/**
 * Adds a task at the end of a list. Offline it waits for the connection, shown in its list as
 * waiting (see useWaitingCreates), and becomes the real task when the server answers.
 */
export function useCreateTask(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...taskChangeOptions(queryClient, 'create'),
    meta: heldBy(projectId),
    onSuccess: ({ task }) => {
      queryClient.setQueryData<Task[]>(taskKeys.tasks(projectId), (list = []) =>
        list.some((t) => t.id === task.id) ? list : [...list, task],
      );
      void queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(projectId) });
    },
  });
}

/**
 * Finishes or reopens a task at once on screen (offline too, where it waits for the connection),
 * and puts it back if the server refuses.
 */
export function useSetTaskFinished(projectId: number) {
  const queryClient = useQueryClient();
  const key = taskKeys.tasks(projectId);
  return useMutation({
    ...taskChangeOptions(queryClient, 'finish'),
    // Live updates of the list it edits optimistically hold their refetch until it settles.
    meta: heldBy(projectId),
    onMutate: ({ task, finished }) => {
      // Stop a refetch in flight without reverting, then flip the task at once: the checkbox
      // answers the click immediately.
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      const previous = queryClient.getQueryData<Task[]>(key);
      const state = finished
        ? { id: TASK_STATE.finished, state: 'finished' }
        : { id: TASK_STATE.active, state: 'active' };
      queryClient.setQueryData<Task[]>(key, (list = []) =>
        list.map((t) => (t.id === task.id ? { ...t, state } : t)),
      );
      queryClient.setQueryData<Task>(taskKeys.task(task.id), (held) => held && { ...held, state });
      return { previous };
    },
    onError: (_error, { task }, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: taskKeys.task(task.id) });
    },
    onSettled: async (_answer, error) => {
      // The answer is on the board already; after a refusal the board is read again. Live
      // changes that came meanwhile waited for this to settle and are applied now.
      if (error) await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(projectId) });
    },
  });
}
