import { AppShell, Burger, Divider, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { RealtimeProvider } from '../realtime-provider.tsx';
import { useBodyClass } from './body-class.ts';
import { NAV_AREAS } from './navigation.ts';
import { Toasts } from './toasts.tsx';

/** The signed-in frame: header, main navigation (a drawer on phones) and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  // Below the sm breakpoint the navigation is a drawer; closed, it must leave the tab order too.
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  useBodyClass(location.pathname);

  return (
    <RealtimeProvider userId={user.id}>
      {/* Toasts belong to the signed-in app: the sign-in page loads none of their code. */}
      <Toasts />
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.toggle')}
              />
              <Text component={Link} to="/dashboard" fw={700} c="blue.7" size="lg" td="none">
                Tandem
              </Text>
            </Group>
            <Text
              component={Link}
              to="/profile"
              size="sm"
              fw={500}
              truncate
              maw={200}
              aria-label={t('nav.account')}
              data-testid="account-link"
            >
              {user.fullname}
            </Text>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          p="xs"
          aria-label={t('nav.main')}
          style={isPhone && !opened ? { visibility: 'hidden' } : undefined}
        >
          {/* Native scrolling: Mantine's ScrollArea would load floating-ui for one helper. */}
          <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
            {NAV_AREAS.map(({ area, path }) => (
              <NavLink
                key={area}
                component={RouterNavLink}
                to={path}
                label={t(`nav.${area}`)}
                onClick={close}
                active={location.pathname === path || location.pathname.startsWith(`${path}/`)}
              />
            ))}
            <Divider my="xs" />
            <NavLink component={Link} to="/signout" label={t('nav.signOut')} c="red.7" />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </RealtimeProvider>
  );
}
