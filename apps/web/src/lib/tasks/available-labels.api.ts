import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../api-client.ts';

/** Query keys of labels, defined once. */
export const taskLabelKeys = {
  all: ['task-labels'] as const,
  /** The labels the viewer can use on one task (and on the work reported on it). */
  available: (taskId: number) => ['task-labels', 'available', taskId] as const,
};

/** The labels the viewer can use on a task: their own and those on the project's tasks. */
export function useAvailableLabels(taskId: number, enabled = true) {
  return useQuery({
    queryKey: taskLabelKeys.available(taskId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.taskLabels.available, { query: { tid: taskId } }, { signal })).labels,
  });
}
