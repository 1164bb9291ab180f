import type { EndpointInput, Project, ProjectStateName, projectEndpoints } from '@tandem/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** The query keys of the projects feature, defined once. */
export const projectKeys = {
  all: ['projects'] as const,
  /** Every projects list, whatever its filter: what a change to any project makes stale. */
  list: () => [...projectKeys.all, 'list'] as const,
  filtered: (state: ProjectStateName, search: string, tagId: number | null = null) =>
    [...projectKeys.list(), state, search, tagId] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  events: (id: number) => [...projectKeys.all, 'events', id] as const,
  invitations: (id: number) => [...projectKeys.all, 'invitations', id] as const,
};

export function useProjects(
  state: ProjectStateName = 'active',
  search = '',
  tagId: number | null = null,
) {
  return useQuery({
    queryKey: projectKeys.filtered(state, search, tagId),
    queryFn: ({ signal }) =>
      call(
        ROUTES.projects.list,
        { query: { state, ...(search ? { search } : {}), ...(tagId ? { tag_id: tagId } : {}) } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.projects.detail, { query: { pid: id } }, { signal })).project,
  });

export function useProject(id: number) {
  return useQuery(projectQuery(id));
}

export function useProjectEvents(id: number) {
  return useQuery({
    queryKey: projectKeys.events(id),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.events.projectEvents, { query: { pid: id } }, { signal })).events,
  });
}

/** Puts a changed project into the cache and lets every list refetch. */
export function storeProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData(projectKeys.detail(project.id), project);
  void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
  void queryClient.invalidateQueries({ queryKey: projectKeys.events(project.id) });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof projectEndpoints.create>['body']) =>
      call(ROUTES.projects.create, { body }),
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}

export type ProjectUpdate = EndpointInput<typeof projectEndpoints.update>['body'];

export function useUpdateProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectUpdate) =>
      call(ROUTES.projects.update, { query: { pid: projectId }, body }),
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}

/** Marks a favourite at once on screen; puts it back if the server refuses. */
export function useToggleFavorite(project: Project) {
  const queryClient = useQueryClient();
  const key = projectKeys.detail(project.id);
  return useMutation({
    mutationFn: (isFavorite: boolean) =>
      call(ROUTES.projects.favorite, { query: { pid: project.id }, body: { isFavorite } }),
    onMutate: (isFavorite) => {
      const previous = queryClient.getQueryData<Project>(key);
      queryClient.setQueryData<Project>(key, (p) => (p ? { ...p, isFavorite } : p));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ project: saved }) => storeProject(queryClient, saved),
  });
}

/** The steps of a project through archive and trash, each a call that answers the project. */
export type LifecycleStep = 'archive' | 'restore' | 'delete' | 'restoreFromTrash';

export function useProjectLifecycle(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: LifecycleStep) => call(ROUTES.projects[step], { query: { pid: projectId } }),
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}

export function useSetCommander(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; isCommander: boolean }) =>
      call(ROUTES.projects.setCommander, {
        query: { pid: projectId },
        body: { user_id: input.userId, is_commander: input.isCommander },
      }),
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}

export function useRemoveWorker(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(ROUTES.projects.removeWorker, { query: { pid: projectId }, body: { user_id: userId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
