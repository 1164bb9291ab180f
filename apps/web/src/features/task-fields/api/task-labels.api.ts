import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddLabelInput, EditLabelInput, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';
import { taskLabelKeys } from '../../../lib/tasks/available-labels.api.ts';

/** Puts a label on a task: an available one by uuid, or one by name (made when new). */
export function useAddLabel(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: AddLabelInput) =>
      call(ROUTES.taskLabels.add, { query: { tid: task.id }, body: label }),
    onSuccess: ({ task: saved }) => {
      storeTask(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: taskLabelKeys.available(task.id) });
    },
  });
}

export function useRemoveLabel(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(ROUTES.taskLabels.remove, { query: { tid: task.id, uuid } }),
    onSuccess: ({ task: saved }) => {
      storeTask(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: taskLabelKeys.available(task.id) });
    },
  });
}

/** Renames or recolours one's own label; every task showing it is refetched. */
export function useEditLabel(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { uuid: string; change: EditLabelInput }) =>
      call(ROUTES.taskLabels.edit, { query: { uuid: input.uuid }, body: input.change }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskLabelKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.task(task.id) }),
        queryClient.invalidateQueries({ queryKey: taskKeys.tasks(task.project.id) }),
      ]);
    },
  });
}
