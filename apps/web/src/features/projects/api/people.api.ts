import type { EndpointInput, projectPeopleEndpoints } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { projectKeys, storeProject } from './projects.api.ts';

type AddWorkersBody = EndpointInput<typeof projectPeopleEndpoints.addWorkers>['body'];
type UpdateWorkerBody = EndpointInput<typeof projectPeopleEndpoints.updateWorker>['body'];

/** Adds people by e-mail; unknown addresses are invited and come back as invitation results. */
export function useAddWorkers(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWorkersBody) =>
      call(ROUTES.projectPeople.addWorkers, { query: { pid: projectId }, body }),
    onSuccess: ({ project, invitations }) => {
      storeProject(queryClient, project);
      if (invitations.length > 0) {
        void queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) });
      }
    },
  });
}

/** The project's open invitations (for those who manage its people). */
export function useInvitations(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.invitations(projectId),
    queryFn: ({ signal }) =>
      call(ROUTES.projectPeople.invitations, { query: { pid: projectId } }, { signal }),
    enabled,
  });
}

export function useResendInvitation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(ROUTES.projectPeople.resendInvitation, {
        query: { pid: projectId },
        body: { user_id: userId },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) }),
  });
}

/** Sets which task lists a member sees and their hour rate. */
export function useUpdateWorker(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkerBody) =>
      call(ROUTES.projectPeople.updateWorker, { query: { pid: projectId }, body }),
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}

export function useWorkerRemovalSummary(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...projectKeys.all, 'removal-summary', userId] as const,
    queryFn: ({ signal }) =>
      call(ROUTES.projectPeople.workerRemovalSummary, { query: { user_id: userId } }, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useRemoveWorkerFromAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(ROUTES.projectPeople.removeWorkerFromAll, { body: { user_id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
