import type { OwnerChangeRequest } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** The query keys of the people feature, defined once. */
export const peopleKeys = {
  all: ['people'] as const,
  list: (search: string) => [...peopleKeys.all, 'list', search] as const,
  detail: (id: number) => [...peopleKeys.all, 'detail', id] as const,
  /** Pending project handovers: the actor's own and those waiting for the actor's answer. */
  handovers: () => ['owner-change-requests'] as const,
};

export function usePeople(search = '') {
  return useQuery({
    queryKey: peopleKeys.list(search),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.users.list, { query: search ? { search } : {} }, { signal })).users,
    placeholderData: (previous) => previous,
  });
}

export function usePerson(id: number) {
  return useQuery({
    queryKey: peopleKeys.detail(id),
    queryFn: ({ signal }) => call(ROUTES.users.detail, { query: { user_id: id } }, { signal }),
  });
}

export function useHandovers() {
  return useQuery({
    queryKey: peopleKeys.handovers(),
    queryFn: ({ signal }) => call(ROUTES.ownerChangeRequests.list, {}, { signal }),
  });
}

/** Called with the requests a handover call answered, so the caller can refresh what they touch. */
export type OnHandoversChanged = (requests: OwnerChangeRequest[]) => void;

export function useRequestHandover(onChanged?: OnHandoversChanged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: number; userId: number }) =>
      call(ROUTES.ownerChangeRequests.create, {
        body: { project_id: input.projectId, user_id: input.userId },
      }),
    onSuccess: ({ request }) => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.handovers() });
      onChanged?.([request]);
    },
  });
}

/** Approves (the receiver) or cancels (the author withdraws, the receiver declines) requests. */
export function useAnswerHandovers(onChanged?: OnHandoversChanged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: peopleKeys.handovers(),
    mutationFn: (input: { answer: 'approve' | 'cancel'; uuids: string[] }) =>
      call(ROUTES.ownerChangeRequests[input.answer], { body: { uuids: input.uuids } }),
    onSuccess: ({ requests }) => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.handovers() });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
      onChanged?.(requests);
    },
  });
}
