import { useEffect } from 'react';
import { AppShell, Box, Burger, Button, Group, useMantineColorScheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ProductMark } from '../../components/product-mark.tsx';
import { colorSchemeOf } from '../../lib/color-scheme.ts';
import { openGlobalAddTask } from '../../lib/global-add-task.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { RealtimeProvider } from '../realtime-provider.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useBodyClass } from './body-class.ts';
import { GlobalAddTaskHost } from './global-add-task-host.tsx';
import { GlobalModals } from './global-modals.tsx';
import { MainNav } from './main-nav.tsx';
import { ShortcutsModalHost, addTaskDefaults, useGlobalShortcuts } from './shortcuts.tsx';
import { Toasts } from './toasts.tsx';
import { TopBarTimerSlot } from './top-bar-timer-slot.tsx';
import { useTimerRunning } from '../../features/time-tracking/api/timer-menu.api.ts';
import { UserMenu } from './user-menu.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { PushPrompt } from '../../features/push/components/push-prompt.tsx';
import { QuickSearch } from '../../features/search/components/quick-search.tsx';

/** The user's `dark_mode`, kept on the server, decides the colour scheme on every device. */
function useServerColorScheme(darkMode: boolean | null) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(colorSchemeOf(darkMode)), [darkMode, setColorScheme]);
}

/**
 * The signed-in frame: the top bar (mark, add task, user menu), the main navigation (folding to
 * icons on wide screens, a drawer on phones) and the page, with what is global to every page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const tracking = useTimerRunning();
  const [opened, { toggle, close }] = useDisclosure();
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'tandem-nav-collapsed',
    defaultValue: false,
  });
  // Below the sm breakpoint the navigation is a drawer; closed, it must leave the tab order too.
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const folded = collapsed && !isPhone;
  useBodyClass(location.pathname);
  useServerColorScheme(user.dark_mode);
  useGlobalShortcuts();

  return (
    <RealtimeProvider userId={user.id}>
      {/* Toasts belong to the signed-in app: the sign-in page loads none of their code. */}
      <Toasts />
      <GlobalModals />
      <GlobalAddTaskHost />
      <ShortcutsModalHost />
      <SkipLink />
      <AppShell
        header={{ height: 56 }}
        navbar={{
          width: folded ? 68 : 240,
          breakpoint: 'sm',
          collapsed: { mobile: !opened },
        }}
        padding={{ base: 'sm', sm: 'lg' }}
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
              {/* On a phone a running timer takes the mark's place; the burger leads home. */}
              <Box visibleFrom={tracking ? 'xs' : undefined}>
                <ProductMark />
              </Box>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <QuickSearch />
              <Button
                leftSection={<IconPlus size={16} stroke={2} />}
                size="sm"
                onClick={() => openGlobalAddTask(addTaskDefaults(location.pathname))}
                aria-keyshortcuts="c"
                aria-label={t('addTask.button')}
                px={{ base: 10, xs: 'md' }}
              >
                {/* On a phone the button keeps its icon only, so a running timer fits beside it. */}
                <Box component="span" visibleFrom="xs">
                  {t('addTask.button')}
                </Box>
              </Button>
              <TopBarTimerSlot />
              <NotificationBell />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          aria-label={t('nav.main')}
          style={isPhone && !opened ? { visibility: 'hidden' } : undefined}
        >
          <MainNav
            collapsed={folded}
            onToggleCollapsed={() => setCollapsed((c) => !c)}
            onNavigate={close}
          />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <PushPrompt />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </RealtimeProvider>
  );
}
