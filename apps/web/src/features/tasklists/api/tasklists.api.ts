import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Tasklist } from '@tandem/contract';
import { ROUTES, TASKLIST_STATE } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

export function useArchivedTasklists(projectId: number) {
  return useQuery({
    queryKey: taskKeys.archivedTasklists(projectId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.tasklists.archived, { query: { pid: projectId } }, { signal })).tasklists,
  });
}

export function useTasklistsTrash() {
  return useQuery({
    queryKey: taskKeys.tasklistsTrash(),
    queryFn: async ({ signal }) => (await call(ROUTES.tasklists.trash, {}, { signal })).tasklists,
  });
}

/** Puts the server's copy of a task list wherever its project's lists are cached. */
function storeTasklist(queryClient: QueryClient, tasklist: Tasklist): void {
  for (const key of [
    taskKeys.tasklists(tasklist.project.id),
    taskKeys.archivedTasklists(tasklist.project.id),
  ]) {
    queryClient.setQueryData<Tasklist[]>(key, (list) =>
      list?.map((item) => (item.id === tasklist.id ? tasklist : item)),
    );
  }
}

/** Renames a task list at the version the user saw; a stale one fails with CONFLICT. */
export function useRenameTasklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tasklist, name }: { tasklist: Tasklist; name: string }) =>
      call(ROUTES.tasklists.update, {
        query: { tlid: tasklist.id },
        body: { name, version: tasklist.version },
      }),
    onSuccess: ({ tasklist }) => storeTasklist(queryClient, tasklist),
  });
}

export type TasklistAction =
  'archive' | 'restore' | 'finish' | 'reopen' | 'delete' | 'restoreFromTrash';

type Edit = (list: Array<{ id: number }>) => Array<{ id: number }>;
const without =
  (id: number): Edit =>
  (list) =>
    list.filter((item) => item.id !== id);
const withState =
  (id: number, state: keyof typeof TASKLIST_STATE): Edit =>
  (list) =>
    list.map((item) =>
      item.id === id ? { ...item, state: { id: TASKLIST_STATE[state], state } } : item,
    );

/** What an action shows before the server answers: which cached lists change, and how. */
function optimisticEdits(action: TasklistAction, tasklist: Tasklist): Array<[QueryKey, Edit]> {
  const board = taskKeys.tasklists(tasklist.project.id);
  const archived = taskKeys.archivedTasklists(tasklist.project.id);
  switch (action) {
    case 'archive':
      return [[board, without(tasklist.id)]];
    case 'delete':
      return [
        [board, without(tasklist.id)],
        [archived, without(tasklist.id)],
      ];
    case 'finish':
      return [[board, withState(tasklist.id, 'finished')]];
    case 'reopen':
      return [[board, withState(tasklist.id, 'active')]];
    case 'restore':
      return [[archived, without(tasklist.id)]];
    case 'restoreFromTrash':
      return [[taskKeys.tasklistsTrash(), without(tasklist.id)]];
  }
}

/**
 * Archives, restores, finishes, reopens, deletes or restores from the trash: on screen at once,
 * rolled back if the server refuses, and then refreshed from the server.
 */
export function useTasklistAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tasklist, action }: { tasklist: Tasklist; action: TasklistAction }) =>
      call(ROUTES.tasklists[action], { query: { tlid: tasklist.id } }),
    onMutate: async ({ tasklist, action }) => {
      const snapshot: Array<[QueryKey, unknown]> = [];
      for (const [key, edit] of optimisticEdits(action, tasklist)) {
        await queryClient.cancelQueries({ queryKey: key });
        snapshot.push([key, queryClient.getQueryData(key)]);
        queryClient.setQueryData<Array<{ id: number }>>(key, (list) => list && edit(list));
      }
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ tasklist }) => storeTasklist(queryClient, tasklist),
    // A list that comes back brings its tasks; one that goes takes them off the board.
    onSettled: (_data, _error, { tasklist }) =>
      Promise.all(
        [
          taskKeys.tasklists(tasklist.project.id),
          taskKeys.archivedTasklists(tasklist.project.id),
          taskKeys.tasks(tasklist.project.id),
          taskKeys.tasklistsTrash(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
