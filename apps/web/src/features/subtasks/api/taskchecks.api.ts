import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EndpointOutput,
  Task,
  Taskcheck,
  TaskcheckUpdateInput,
  taskcheckEndpoints,
} from '@tandem/contract';
import { ROUTES, TASK_STATE } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { refreshBoardTask } from '../../../lib/tasks/board-patch.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** What the subtask list of a task holds: its subtasks, who may get one, what the viewer may do. */
export type TaskchecksData = EndpointOutput<typeof taskcheckEndpoints.list>;
type TaskRef = Pick<Task, 'id' | 'project'>;

/** Under the task's own key, so whatever refreshes a task refreshes its subtasks too. */
export const taskcheckKeys = {
  list: taskKeys.taskchecks,
};

/** Subtasks in the order the server keeps them: by key, byte by byte, then by id. */
function inOrder(checks: Taskcheck[]): Taskcheck[] {
  return [...checks].sort((a, b) =>
    a.sorting_key === b.sorting_key ? a.id - b.id : a.sorting_key < b.sorting_key ? -1 : 1,
  );
}

function editList(
  queryClient: QueryClient,
  taskId: number,
  edit: (checks: Taskcheck[]) => Taskcheck[],
): void {
  queryClient.setQueryData<TaskchecksData>(taskcheckKeys.list(taskId), (data) =>
    data ? { ...data, taskchecks: edit(data.taskchecks) } : data,
  );
}

/** Puts subtasks as the server answered them into the list, in their place. */
function putChecks(queryClient: QueryClient, taskId: number, saved: Taskcheck[]): void {
  const ids = new Set(saved.map((c) => c.id));
  editList(queryClient, taskId, (checks) =>
    inOrder([...checks.filter((c) => !ids.has(c.id)), ...saved]),
  );
}

/** The task's counts changed: its detail and its row on the board fetch them again. */
function refreshTask(queryClient: QueryClient, task: TaskRef): void {
  void queryClient.invalidateQueries({ queryKey: taskKeys.task(task.id), exact: true });
  void refreshBoardTask(queryClient, task.project.id, task.id);
}

export function useTaskchecks(taskId: number) {
  return useQuery({
    queryKey: taskcheckKeys.list(taskId),
    queryFn: ({ signal }) => call(ROUTES.taskchecks.list, { query: { tid: taskId } }, { signal }),
  });
}

export function useCreateTaskcheck(task: TaskRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      call(ROUTES.taskchecks.create, { query: { tid: task.id }, body: { name } }),
    onSuccess: ({ taskcheck }) => {
      putChecks(queryClient, task.id, [taskcheck]);
      refreshTask(queryClient, task);
    },
  });
}

/** Adds one subtask per line; the answer names the lines the server refused. */
export function useCreateTaskchecksBulk(task: TaskRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string) =>
      call(ROUTES.taskchecks.createBulk, { query: { tid: task.id }, body: { names } }),
    onSuccess: ({ taskchecks }) => {
      putChecks(queryClient, task.id, taskchecks);
      refreshTask(queryClient, task);
    },
  });
}

/** Saves an edit at the version on screen; a refusal fetches what the server has. */
export function useUpdateTaskcheck(task: TaskRef) {
  const queryClient = useQueryClient();
  const key = taskcheckKeys.list(task.id);
  return useMutation({
    mutationFn: ({
      check,
      edit,
    }: {
      check: Taskcheck;
      edit: Omit<TaskcheckUpdateInput, 'version'>;
    }) => {
      const current = queryClient
        .getQueryData<TaskchecksData>(key)
        ?.taskchecks.find((c) => c.id === check.id);
      return call(ROUTES.taskchecks.update, {
        query: { id: check.id },
        body: { ...edit, version: current?.version ?? check.version },
      });
    },
    onSuccess: ({ taskcheck }) => {
      putChecks(queryClient, task.id, [taskcheck]);
      refreshTask(queryClient, task);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * A change shown at once and put back if the server refuses: the list is held while it is in
 * flight (live updates wait for it), then fetched again.
 */
function useOptimistic<I>(
  task: TaskRef,
  options: {
    send: (input: I) => Promise<{ taskcheck: Taskcheck } | { ok: true }>;
    apply: (checks: Taskcheck[], input: I) => Taskcheck[];
  },
) {
  const queryClient = useQueryClient();
  const key = taskcheckKeys.list(task.id);
  return useMutation({
    mutationKey: key,
    mutationFn: options.send,
    onMutate: (input: I) => {
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      const previous = queryClient.getQueryData<TaskchecksData>(key);
      editList(queryClient, task.id, (checks) => options.apply(checks, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      if ('taskcheck' in result) putChecks(queryClient, task.id, [result.taskcheck]);
      refreshTask(queryClient, task);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Finishes or reopens a subtask at once on screen. */
export function useSetTaskcheckFinished(task: TaskRef) {
  return useOptimistic(task, {
    send: ({ check, finished }: { check: Taskcheck; finished: boolean }) =>
      call(finished ? ROUTES.taskchecks.finish : ROUTES.taskchecks.reopen, {
        query: { id: check.id },
      }),
    apply: (checks, { check, finished }) => {
      const state = finished
        ? { id: TASK_STATE.finished, state: 'finished' }
        : { id: TASK_STATE.active, state: 'active' };
      return checks.map((c) => (c.id === check.id ? { ...c, state, subtask_state: state } : c));
    },
  });
}

/** Where a subtask goes: just before or just after another one of the same task. */
export interface TaskcheckPlace {
  check: Taskcheck;
  neighbour: Taskcheck;
  place: 'before' | 'after';
}

/** The subtasks with one moved before or after another; unchanged if either is not there. */
export function placeTaskcheck(
  checks: readonly Taskcheck[],
  { check, neighbour, place }: TaskcheckPlace,
): Taskcheck[] {
  const rest = checks.filter((c) => c.id !== check.id);
  const at = rest.findIndex((c) => c.id === neighbour.id);
  if (at < 0 || rest.length === checks.length) return [...checks];
  rest.splice(
    place === 'before' ? at : at + 1,
    0,
    checks.find((c) => c.id === check.id)!,
  );
  return rest;
}

/** Moves a subtask before or after another (one place up or down, or a drop), at once. */
export function useMoveTaskcheck(task: TaskRef) {
  return useOptimistic(task, {
    send: ({ check, neighbour, place }: TaskcheckPlace) =>
      call(ROUTES.taskchecks.reorder, {
        query: { id: check.id },
        body: place === 'before' ? { before_id: neighbour.id } : { after_id: neighbour.id },
      }),
    apply: placeTaskcheck,
  });
}

export function useDeleteTaskcheck(task: TaskRef) {
  return useOptimistic(task, {
    send: (check: Taskcheck) => call(ROUTES.taskchecks.delete, { query: { id: check.id } }),
    apply: (checks, check) => checks.filter((c) => c.id !== check.id),
  });
}

type Converted =
  { to: 'smart'; taskcheck: Taskcheck } | { to: 'task'; task: Task; check: Taskcheck };

/** Makes a subtask a smart one, or a task of the list (which then shows on the board). */
export function useConvertTaskcheck(task: TaskRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      check,
      to,
    }: {
      check: Taskcheck;
      to: 'smart' | 'task';
    }): Promise<Converted> => {
      const query = { id: check.id };
      if (to === 'smart')
        return {
          to,
          taskcheck: (await call(ROUTES.taskchecks.convertToSmart, { query })).taskcheck,
        };
      return { to, task: (await call(ROUTES.taskchecks.convertToTask, { query })).task, check };
    },
    onSuccess: (result) => {
      if (result.to === 'smart') putChecks(queryClient, task.id, [result.taskcheck]);
      else {
        editList(queryClient, task.id, (checks) => checks.filter((c) => c.id !== result.check.id));
        storeTask(queryClient, result.task);
        void queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(task.project.id) });
      }
      refreshTask(queryClient, task);
    },
  });
}
