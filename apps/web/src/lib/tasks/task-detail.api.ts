import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../api-client.ts';
import { heldBy, taskChangeOptions } from './task-changes.ts';
import type { TaskEdit } from './task-changes.ts';
import { myPriorityKeys, taskKeys } from './tasks.api.ts';

/**
 * Puts a task as the server answered it wherever it is shown: its detail and its project's list
 * (in the list only while it belongs there: not in the trash, not a smart subtask's row).
 */
export function storeTask(queryClient: QueryClient, task: Task): void {
  queryClient.setQueryData(taskKeys.task(task.id), task);
  queryClient.setQueryData<Task[]>(taskKeys.tasks(task.project.id), (list) => {
    if (!list) return list;
    const onBoard = task.date_deleted === null && task.smart_taskcheck_parent === null;
    const present = list.some((t) => t.id === task.id);
    if (!onBoard) return present ? list.filter((t) => t.id !== task.id) : list;
    return present ? list.map((t) => (t.id === task.id ? task : t)) : [...list, task];
  });
}

/** One task's detail by id. */
export function useTask(taskId: number) {
  return useQuery({
    queryKey: taskKeys.task(taskId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.tasks.detail, { query: { tid: taskId } }, { signal })).task,
  });
}

/** A task found by its uuid; once known it is kept under its id like any other. */
export function useTaskByUuid(uuid: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['task-by-uuid', uuid] as const,
    queryFn: async ({ signal }) => {
      const { task } = await call(ROUTES.tasks.detail, { query: { uuid } }, { signal });
      queryClient.setQueryData(taskKeys.task(task.id), task);
      return task;
    },
  });
}

/** The fields of an edit that the task itself shows (workers are chosen by id). */
function withEdit(task: Task, edit: TaskEdit): Task {
  const { workers_ids: _workers, ...shown } = edit;
  return { ...task, ...(shown as Partial<Task>) };
}

/**
 * Saves an edit of a task at the version on screen. The detail and the board show the edit at
 * once (offline too, where it waits for the connection); a refusal puts back what the server
 * has, and a stale version keeps both sides for the person to choose (task-conflicts.ts).
 */
export function useUpdateTask(task: Task) {
  const queryClient = useQueryClient();
  const key = taskKeys.task(task.id);
  return useMutation({
    ...taskChangeOptions(queryClient, 'update'),
    meta: heldBy(task.project.id, task.id),
    onMutate: ({ task: edited, edit }) => {
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      queryClient.setQueryData<Task>(key, (held) => held && withEdit(held, edit));
      queryClient.setQueryData<Task[]>(taskKeys.tasks(edited.project.id), (list) =>
        list?.map((t) => (t.id === edited.id ? withEdit(t, edit) : t)),
      );
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: taskKeys.tasks(task.project.id) });
    },
  });
}

/** A call on a task that answers the task: finish, reopen, trash, restore, marks. */
export function useTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      task: Task;
      action: 'finish' | 'reopen' | 'delete' | 'restoreFromTrash';
    }) => (await call(ROUTES.tasks[input.action], { query: { tid: input.task.id } })).task,
    onSuccess: (task) => {
      storeTask(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(task.project.id) });
    },
  });
}

/** Sets the viewer's own marks on a task (my priority, following). */
export function useSetTaskFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      task: Task;
      flags: { is_my_priority?: boolean; is_tracked?: boolean };
    }) =>
      (await call(ROUTES.tasks.setFlags, { query: { tid: input.task.id }, body: input.flags }))
        .task,
    onSuccess: (task) => {
      storeTask(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: myPriorityKeys.all });
    },
  });
}
