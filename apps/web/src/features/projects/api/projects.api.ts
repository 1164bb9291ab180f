import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Project } from '@tandem/contract';
import { eventEndpoints, projectEndpoints } from '@tandem/contract';
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
    queryFn: async ({ signal }) => (await call(projectEndpoints.list, {}, { signal })).projects,
  });
}

export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await call(projectEndpoints.detail, { query: { pid: id } }, { signal })).project,
  });
}

export function useProjectEvents(id: number) {
  return useQuery({
    queryKey: projectKeys.events(id),
    queryFn: async ({ signal }) =>
      (await call(eventEndpoints.projectEvents, { query: { pid: id } }, { signal })).events,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof projectEndpoints.create>['body']) =>
      call(projectEndpoints.create, { body }),
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
      call(projectEndpoints.addWorkers, {
        query: { pid: projectId },
        body: { new_workers: emails },
      }),
    onSuccess: ({ project }) => queryClient.setQueryData(projectKeys.detail(project.id), project),
  });
}
