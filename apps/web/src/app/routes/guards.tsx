import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { QueryState } from '../../components/query-state.tsx';

/** Signed-in pages: anonymous visitors go to sign in and come back afterwards. */
export function RequireSignedIn() {
  const session = useSession();
  const location = useLocation();
  return (
    <QueryState query={session}>
      {(user) =>
        user ? (
          <Outlet />
        ) : (
          <Navigate
            to={`/signin?next=${encodeURIComponent(location.pathname + location.search)}`}
            replace
          />
        )
      }
    </QueryState>
  );
}

/** Sign-in and sign-up pages: a signed-in user goes straight to the dashboard. */
export function RequireSignedOut() {
  const session = useSession();
  if (session.isPending) {
    return (
      <Center mih="100dvh">
        <Loader />
      </Center>
    );
  }
  return session.data ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
