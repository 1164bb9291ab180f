import type { EndpointInput, Project, tagEndpoints } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** The query keys of the tags feature, defined once. */
export const tagKeys = {
  all: ['tags'] as const,
  /** The tags the user can use: their own and the public ones they see. */
  list: () => [...tagKeys.all, 'list'] as const,
};

export type NewTag = EndpointInput<typeof tagEndpoints.create>['body'];
export type TagChanges = EndpointInput<typeof tagEndpoints.update>['body'];

export function useTags() {
  return useQuery({
    queryKey: tagKeys.list(),
    queryFn: async ({ signal }) => (await call(ROUTES.tags.list, {}, { signal })).tags,
  });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewTag) => (await call(ROUTES.tags.create, { body })).tag,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

/**
 * Changes or deletes one's own tag. The projects showing it are another feature's: `onChanged`
 * lets the page refresh them.
 */
export function useUpdateTag(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; changes: TagChanges }) =>
      (await call(ROUTES.tags.update, { query: { id: input.id }, body: input.changes })).tag,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
      onChanged();
    },
  });
}

export function useDeleteTag(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ROUTES.tags.delete, { query: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
      onChanged();
    },
  });
}

/** Sets the tags a project carries; `onSaved` puts the answered project where the page keeps it. */
export function useSetProjectTags(projectId: number, onSaved: (project: Project) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tagIds: number[]) =>
      (
        await call(ROUTES.tags.setProjectTags, {
          query: { pid: projectId },
          body: { tags_ids: tagIds },
        })
      ).project,
    onSuccess: (project) => {
      onSaved(project);
      // Usage counts and which public tags the user sees may have changed.
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
  });
}
