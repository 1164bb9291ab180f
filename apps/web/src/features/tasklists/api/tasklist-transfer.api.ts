import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tasklist } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** The query key of the projects a task list may go to, defined once. */
export const transferKeys = {
  targets: (projectId: number, tasklistId: number) =>
    ['tasklist-move-targets', projectId, tasklistId] as const,
};

/** The other active projects where the user may put this task list. */
export function useMoveTargets(tasklist: Tasklist, enabled: boolean) {
  return useQuery({
    queryKey: transferKeys.targets(tasklist.project.id, tasklist.id),
    queryFn: async ({ signal }) =>
      (
        await call(
          ROUTES.projectsActions.allowedToMoveTasklistTo,
          { query: { pid: tasklist.project.id, tlid: tasklist.id } },
          { signal },
        )
      ).projects,
    enabled,
    // Which projects allow it can change at any time: ask afresh each time the dialog opens.
    staleTime: 0,
  });
}

export type TransferMode = 'move' | 'copy';

export interface TransferInput {
  tasklist: Tasklist;
  mode: TransferMode;
  projectId: number;
  /** The copy's name; the list's own name when left out. */
  name?: string;
}

/** Moves a task list with its tasks to another project, or copies it there. */
export function useTransferTasklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tasklist, mode, projectId, name }: TransferInput) =>
      mode === 'move'
        ? call(ROUTES.tasklists.move, {
            query: { tlid: tasklist.id },
            body: { project_id: projectId },
          })
        : call(ROUTES.tasklists.copy, {
            query: { tlid: tasklist.id },
            body: { project_id: projectId, ...(name ? { name } : {}) },
          }),
    onSuccess: (_answer, { tasklist, mode }) => {
      if (mode !== 'move') return;
      queryClient.setQueryData<Tasklist[]>(taskKeys.tasklists(tasklist.project.id), (list) =>
        list?.filter((item) => item.id !== tasklist.id),
      );
    },
    onSettled: (_answer, _error, { tasklist, projectId }) =>
      Promise.all(
        [tasklist.project.id, projectId].flatMap((id) =>
          [taskKeys.tasklists(id), taskKeys.archivedTasklists(id), taskKeys.tasks(id)].map(
            (queryKey) => queryClient.invalidateQueries({ queryKey }),
          ),
        ),
      ),
  });
}
