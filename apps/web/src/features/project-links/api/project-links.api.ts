import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectLink } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

export const projectLinkKeys = {
  project: (projectId: number) => ['project-links', projectId] as const,
};

export function useProjectLinks(projectId: number) {
  return useQuery({
    queryKey: projectLinkKeys.project(projectId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.projectLinks.list, { query: { pid: projectId } }, { signal })).links,
  });
}

export function useAddLink(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; url: string }) =>
      call(ROUTES.projectLinks.create, { query: { pid: projectId }, body: input }),
    onSuccess: ({ link }) =>
      queryClient.setQueryData<ProjectLink[]>(projectLinkKeys.project(projectId), (list) =>
        list ? [link, ...list] : list,
      ),
  });
}

/** Removes a link: it leaves the list at once and comes back if the server refuses. */
export function useRemoveLink(projectId: number) {
  const queryClient = useQueryClient();
  const key = projectLinkKeys.project(projectId);
  return useMutation({
    mutationFn: (link: ProjectLink) =>
      call(ROUTES.projectLinks.delete, { query: { uuid: link.uuid } }),
    onMutate: (link) => {
      const before = queryClient.getQueryData<ProjectLink[]>(key);
      queryClient.setQueryData<ProjectLink[]>(key, (list) =>
        list?.filter((l) => l.uuid !== link.uuid),
      );
      return { before };
    },
    onError: (_error, _link, context) => queryClient.setQueryData(key, context?.before),
  });
}

/** One link by its uuid. */
export function useProjectLink(uuid: string) {
  return useQuery({
    queryKey: ['project-links', 'link', uuid],
    queryFn: async ({ signal }) =>
      (await call(ROUTES.projectLinks.detail, { query: { uuid } }, { signal })).link,
  });
}
