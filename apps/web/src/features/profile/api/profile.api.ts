import type {
  CurrentUser,
  EndpointInput,
  GlobalSettingKey,
  authEndpoints,
  userEndpoints,
} from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session.ts';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof authEndpoints.saveProfile>['body']) =>
      call(ROUTES.auth.saveProfile, { body }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}

/** Sets one global flag, shown at once and taken back if the server refuses. */
export function useSaveGlobalSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: GlobalSettingKey; on: boolean }) =>
      call(ROUTES.auth.saveGlobalSetting, {
        query: { key: input.key },
        body: { value: input.on ? 1 : 0 },
      }),
    onMutate: ({ key, on }) => {
      const before = queryClient.getQueryData<CurrentUser>(sessionKey);
      if (before) queryClient.setQueryData(sessionKey, { ...before, [key]: on });
      return { before };
    },
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(sessionKey, context.before);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof authEndpoints.changePassword>['body']) =>
      call(ROUTES.auth.changePassword, { body }),
  });
}

export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.auth.regenerateApiKey, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.auth.signOutEverywhere, {}),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
    },
  });
}

/** Sets the signed-in user's out-of-office period (both days included). */
export function useEnableOutOfOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof userEndpoints.outOfOfficeEnable>['body']) =>
      call(ROUTES.users.outOfOfficeEnable, { body }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}

export function useDisableOutOfOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.users.outOfOfficeDisable, {}),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}
