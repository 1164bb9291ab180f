import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskUpdateInput } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../api-client.ts';
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

type TaskEdit = Omit<TaskUpdateInput, 'version'>;

/**
 * Saves an edit of a task at the version on screen. The detail shows the edit at once; a refusal
 * (a stale version included) puts back what the server has.
 */
export function useUpdateTask(task: Task) {
  const queryClient = useQueryClient();
  const key = taskKeys.task(task.id);
  return useMutation({
    mutationKey: key,
    // Edits of one task run one after the other, each at the version the previous one left.
    scope: { id: `task-edit-${task.id}` },
    mutationFn: (edit: TaskEdit) =>
      call(ROUTES.tasks.update, {
        query: { tid: task.id },
        body: { ...edit, version: queryClient.getQueryData<Task>(key)?.version ?? task.version },
      }),
    onSuccess: ({ task: saved }) => storeTask(queryClient, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
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
