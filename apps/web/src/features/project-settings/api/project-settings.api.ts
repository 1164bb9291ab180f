import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveProjectSettingsBody } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** The query keys of the project settings feature, defined once. */
export const projectSettingsKeys = {
  all: ['project-settings'] as const,
  detail: (projectId: number) => [...projectSettingsKeys.all, projectId] as const,
};

/** The page settings that apply to the signed-in user in a project. */
export const projectSettingsQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectSettingsKeys.detail(projectId),
    queryFn: ({ signal }) =>
      call(ROUTES.projectSettings.fetch, { query: { pid: projectId } }, { signal }),
  });

export function useProjectSettings(projectId: number) {
  return useQuery(projectSettingsQuery(projectId));
}

/** Saves the page settings; the answer replaces the cached settings at once. */
export function useSaveProjectSettings(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProjectSettingsBody) =>
      call(ROUTES.projectSettings.save, { query: { pid: projectId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(projectSettingsKeys.detail(projectId), answer);
      // Other projects may now resolve to the new general settings.
      void queryClient.invalidateQueries({
        queryKey: projectSettingsKeys.all,
        predicate: (query) => query.queryKey[1] !== projectId,
      });
    },
  });
}
