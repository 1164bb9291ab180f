import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../features/auth/api/auth.api.ts';

/** /signout: ends the session and shows the sign-in page. */
export function SignOutRoute() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { mutate } = signOut;
  useEffect(() => {
    mutate(undefined, { onSettled: () => void navigate('/signin', { replace: true }) });
  }, [mutate, navigate]);
  return (
    <Center mih="100dvh">
      <Loader />
    </Center>
  );
}
