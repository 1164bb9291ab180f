import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@tandem/contract';
import { authEndpoints } from '@tandem/contract';
import { call } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session.ts';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof authEndpoints.saveProfile>['body']) =>
      call(authEndpoints.saveProfile, { body }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof authEndpoints.changePassword>['body']) =>
      call(authEndpoints.changePassword, { body }),
  });
}

export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authEndpoints.regenerateApiKey, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authEndpoints.signOutEverywhere, {}),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
