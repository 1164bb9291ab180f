import type { EndpointInput, Project, projectEndpoints } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** The query keys of the projects feature, defined once. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  events: (id: number) => [...projectKeys.all, 'events', id] as const,
};

export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list(),
    queryFn: async ({ signal }) => (await call(ROUTES.projects.list, {}, { signal })).projects,
  });
}

export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.projects.detail, { query: { pid: id } }, { signal })).project,
  });
}

export function useProjectEvents(id: number) {
  return useQuery({
    queryKey: projectKeys.events(id),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.events.projectEvents, { query: { pid: id } }, { signal })).events,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof projectEndpoints.create>['body']) =>
      call(ROUTES.projects.create, { body }),
    onSuccess: ({ project }) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      queryClient.setQueryData<Project[]>(projectKeys.list(), (list) =>
        list ? [...list, project] : list,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}

export function useAddWorkers(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      call(ROUTES.projects.addWorkers, {
        query: { pid: projectId },
        body: { new_workers: emails },
      }),
    onSuccess: ({ project }) => queryClient.setQueryData(projectKeys.detail(project.id), project),
  });
}
