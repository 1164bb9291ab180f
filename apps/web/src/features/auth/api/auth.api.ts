import type { EndpointInput, authEndpoints } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { leavePushDevice, pushSignedIn } from '../../../lib/push.ts';
import { sessionKey } from '../../../lib/session.ts';

type Body<E extends keyof typeof authEndpoints> = EndpointInput<(typeof authEndpoints)[E]>['body'];

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'signIn'>) => call(ROUTES.auth.signIn, { body }),
    onSuccess: ({ user }) => {
      pushSignedIn();
      queryClient.clear();
      queryClient.setQueryData(sessionKey, user);
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'signUp'>) => call(ROUTES.auth.signUp, { body }),
    onSuccess: ({ user }) => {
      pushSignedIn();
      queryClient.clear();
      queryClient.setQueryData(sessionKey, user);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    // This browser stops receiving the person's pushes while the session still lets it say so.
    mutationFn: async () => {
      await leavePushDevice();
      return call(ROUTES.auth.signOut, {});
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: Body<'requestPasswordReset'>) =>
      call(ROUTES.auth.requestPasswordReset, { body }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: Body<'confirmPasswordReset'>) =>
      call(ROUTES.auth.confirmPasswordReset, { body }),
  });
}
