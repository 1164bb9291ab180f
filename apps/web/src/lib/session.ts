import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call, isUnreachable } from './api-client.ts';

/** The query key of the signed-in user; null when nobody is signed in. */
export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<CurrentUser | null> {
  return (await call(ROUTES.auth.session, {})).user;
}

/**
 * Who is signed in decides every page: while the server cannot be reached it is asked again and
 * again (at most every 10 s), so the app comes back by itself when the server does.
 */
const sessionRetry = {
  retry: (count: number, error: Error) => isUnreachable(error) || count < 2,
  retryDelay: (count: number) => Math.min(1000 * 2 ** count, 10_000),
};

export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: 5 * 60_000,
    ...sessionRetry,
  });
}

/** The signed-in user, for components that only render behind the sign-in guard. */
export function useCurrentUser(): CurrentUser {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser used outside the signed-in area');
  return data;
}
