import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { ApiError, call } from './api-client.ts';

/** The query key of the signed-in user; null when nobody is signed in. */
export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<CurrentUser | null> {
  try {
    return (await call(ROUTES.auth.me, {})).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 5 * 60_000 });
}

/** The signed-in user, for components that only render behind the sign-in guard. */
export function useCurrentUser(): CurrentUser {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser used outside the signed-in area');
  return data;
}
