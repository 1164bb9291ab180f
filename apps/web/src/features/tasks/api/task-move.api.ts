import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { byKey, placeTask } from '../../../lib/tasks/board-move.api.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { heldBy, taskChangeOptions } from '../../../lib/tasks/task-changes.ts';
import type { TaskChanges } from '../../../lib/tasks/task-changes.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** The query key of the places a task may go, defined once. */
export const taskMoveKeys = {
  targets: (taskId: number) => ['task-move-targets', taskId] as const,
};

/** The projects, the task's own among them, and their task lists where the user may put it. */
export function useTaskMoveTargets(task: Pick<Task, 'id' | 'project'>, enabled: boolean) {
  return useQuery({
    queryKey: taskMoveKeys.targets(task.id),
    queryFn: async ({ signal }) =>
      (
        await call(
          ROUTES.taskMove.allowedToMoveTaskTo,
          { query: { pid: task.project.id, tid: task.id } },
          { signal },
        )
      ).projects,
    enabled,
    // Where it may go can change at any time: ask afresh each time the dialog opens.
    staleTime: 0,
  });
}

/** The task and the list it goes to, with its project and name (shown until the server answers). */
export type MoveTaskInput = TaskChanges['move'];

/** A project's cached list with the task placed in it (added when it comes from elsewhere). */
function withTaskPlaced(queryClient: QueryClient, { task, to }: MoveTaskInput) {
  const list = queryClient.getQueryData<Task[]>(taskKeys.tasks(to.projectId));
  if (!list) return undefined;
  const moving = { ...task, project: { ...task.project, id: to.projectId } };
  const all = list.some((t) => t.id === task.id) ? list : [...list, moving];
  return placeTask(all, moving, to, to.tasklistName);
}

/**
 * Moves a task to a place in a list of its project (`projectId`) or of another: the lists on
 * screen show it there at once, one call saves it, and they are put back if the server refuses.
 * The server's answer (its sorting key, its workers) then replaces the guess.
 */
export function useMoveTask(projectId: number) {
  const queryClient = useQueryClient();
  const key = taskKeys.tasks(projectId);
  return useMutation({
    // Offline it waits for the connection in the order made, shown in its new place meanwhile.
    ...taskChangeOptions(queryClient, 'move'),
    // Live updates of the list it edits optimistically hold their refetch until it settles.
    meta: heldBy(projectId),
    onMutate: (input) => {
      const targetKey = taskKeys.tasks(input.to.projectId);
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      void queryClient.cancelQueries({ queryKey: targetKey }, { revert: false });
      const previous = queryClient.getQueryData<Task[]>(key);
      const previousTarget = queryClient.getQueryData<Task[]>(targetKey);
      const placed = withTaskPlaced(queryClient, input);
      if (placed) queryClient.setQueryData(targetKey, placed);
      if (input.to.projectId !== projectId && previous)
        queryClient.setQueryData(
          key,
          previous.filter((t) => t.id !== input.task.id),
        );
      return { previous, previousTarget };
    },
    onError: (_error, { to }, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (context?.previousTarget && to.projectId !== projectId)
        queryClient.setQueryData(taskKeys.tasks(to.projectId), context.previousTarget);
    },
    onSuccess: ({ task }) => {
      storeTask(queryClient, task);
      if (task.project.id !== projectId)
        queryClient.setQueryData<Task[]>(key, (list) => list?.filter((t) => t.id !== task.id));
      queryClient.setQueryData<Task[]>(
        taskKeys.tasks(task.project.id),
        (list) => list && [...list].sort(byKey),
      );
    },
    onSettled: async (_answer, _error, { to }) => {
      // Counts on the lists change; another project's board is fetched afresh when next shown.
      const projects = [...new Set([projectId, to.projectId])];
      await Promise.all(
        projects.map((id) => queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(id) })),
      );
      if (to.projectId !== projectId)
        await queryClient.invalidateQueries({ queryKey: taskKeys.tasks(to.projectId) });
    },
  });
}
