import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Role, roleEndpoints } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeProject } from './projects.api.ts';

/** The query keys of the roles of one's account, defined once. */
export const roleKeys = {
  all: ['roles'] as const,
};

export type RoleInput = EndpointInput<typeof roleEndpoints.create>['body'];

/** The roles of the signed-in user's account. */
export function useRoles(enabled = true) {
  return useQuery({
    queryKey: roleKeys.all,
    queryFn: async ({ signal }) => (await call(ROUTES.roles.list, {}, { signal })).roles,
    enabled,
  });
}

/** Creates a role, or changes one when an id is given; the answer goes into the cached list. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RoleInput }) =>
      id === null
        ? call(ROUTES.roles.create, { body })
        : call(ROUTES.roles.update, { query: { id }, body }),
    onSuccess: ({ role }) => {
      queryClient.setQueryData<Role[]>(roleKeys.all, (list = []) =>
        list.some((r) => r.id === role.id)
          ? list.map((r) => (r.id === role.id ? role : r))
          : [...list, role],
      );
      void queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ROUTES.roles.delete, { query: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Role[]>(roleKeys.all, (list = []) =>
        list.filter((r) => r.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}

/** Gives a member exactly these roles in the project. */
export function useSetMemberRoles(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; roleIds: number[] }) =>
      call(ROUTES.roles.setMemberRoles, {
        query: { pid: projectId },
        body: { user_id: input.userId, roles_ids: input.roleIds },
      }),
    onSuccess: ({ project }) => {
      storeProject(queryClient, project);
      void queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
