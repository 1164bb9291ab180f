import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetRecurrenceInput, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';

/** Query keys of recurring tasks, defined once. */
export const recurrenceKeys = {
  all: ['recurrence'] as const,
  /** One task's rule. */
  task: (taskId: number) => ['recurrence', 'task', taskId] as const,
  /** The viewer's recurring tasks across projects. */
  mine: () => ['recurrence', 'mine'] as const,
};

/** A task's rule; `enabled` false skips asking for one of a task known not to repeat. */
export function useTaskRecurrence(taskId: number, enabled = true) {
  return useQuery({
    queryKey: recurrenceKeys.task(taskId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.recurrence.get, { query: { tid: taskId } }, { signal })).recurrence,
  });
}

export function useRecurrentTasks() {
  return useQuery({
    queryKey: recurrenceKeys.mine(),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.recurrence.recurrentTasks, {}, { signal })).items,
  });
}

export function useSetRecurrence(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: SetRecurrenceInput) =>
      call(ROUTES.recurrence.set, { query: { tid: task.id }, body: rule }),
    onSuccess: ({ recurrence, task: saved }) => {
      queryClient.setQueryData(recurrenceKeys.task(task.id), recurrence);
      storeTask(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: recurrenceKeys.mine() });
    },
  });
}

export function useRemoveRecurrence(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.recurrence.remove, { query: { tid: task.id } }),
    onSuccess: ({ task: saved }) => {
      queryClient.setQueryData(recurrenceKeys.task(task.id), null);
      storeTask(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: recurrenceKeys.mine() });
    },
  });
}
