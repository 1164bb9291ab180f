import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetTimeEstimatesInput, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { pinnedItemKeys, pinnedTaskKeys } from '../../../lib/pins.ts';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';

export function useSetTimeEstimates(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetTimeEstimatesInput) =>
      call(ROUTES.taskEstimates.setTimeEstimates, { query: { tid: task.id }, body: input }),
    onSuccess: ({ task: saved }) => storeTask(queryClient, saved),
  });
}

/** Pins or unpins a task for everyone in its project. */
export function useSetPinned(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) =>
      call(pinned ? ROUTES.taskEstimates.pin : ROUTES.taskEstimates.unpin, {
        query: { tid: task.id },
      }),
    onSuccess: ({ task: saved }) => {
      storeTask(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: pinnedTaskKeys.project(task.project.id) });
      void queryClient.invalidateQueries({ queryKey: pinnedItemKeys.project(task.project.id) });
    },
  });
}

/** The project's pinned tasks, the latest pinned first. */
export function usePinnedTasks(projectId: number) {
  return useQuery({
    queryKey: pinnedTaskKeys.project(projectId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.taskEstimates.pinned, { query: { pid: projectId } }, { signal })).tasks,
  });
}
