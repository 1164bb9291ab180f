import type { EndpointInput, projectPeopleEndpoints } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session.ts';

type AcceptBody = EndpointInput<typeof projectPeopleEndpoints.acceptInvitation>['body'];

/** Who invited the holder of a link, and to which project. */
export function useInvitationInfo(token: string) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) =>
      call(ROUTES.projectPeople.invitationInfo, { query: { token } }, { signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** Chooses a name and password from an invitation link; the answer signs the person in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptBody) => call(ROUTES.projectPeople.acceptInvitation, { body }),
    onSuccess: ({ user }) => {
      // Everything read before belongs to nobody now, but the invitation itself: removed, the
      // page (still there until it navigates) would ask for the used invitation again and show
      // it as invalid for a moment.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'invitation' });
      queryClient.setQueryData(sessionKey, user);
    },
  });
}
