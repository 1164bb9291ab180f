import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { NotificationList } from '@tandem/contract';
import { QueryState } from '../../../components/query-state.tsx';
import { badgeFavicon, describeNotification, followHref } from '../../../lib/notifications.ts';
import {
  useMarkAllRead,
  useQuickNotifications,
  useSaveQuickFilter,
} from '../api/notifications.api.ts';
import { NotificationRow } from './notification-row.tsx';

/** How long the toast of a new notification stays (document 1, constants). */
const TOAST_MS = 10_000;

/** Shows a toast for each notification newer than the newest one the tab knew. */
function useToastNew(list: NotificationList | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newest = useRef<number | null>(null);
  useEffect(() => {
    if (!list) return;
    const top = Math.max(0, ...list.notifications.map((n) => n.id));
    const known = newest.current;
    newest.current = Math.max(known ?? 0, top);
    if (known === null) return;
    for (const n of list.notifications.filter((n) => n.id > known && n.is_unread).slice(0, 3))
      toasts.show({
        id: `notification-${n.id}`,
        title: t('notifications.toastTitle'),
        message: describeNotification(n, t),
        autoClose: TOAST_MS,
        style: { cursor: 'pointer' },
        onClick: () => {
          toasts.hide(`notification-${n.id}`);
          void navigate(followHref(n));
        },
      });
  }, [list, t, navigate]);
}

/** The bell in the top bar: the unread count (live), the latest notifications, mark all read. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const quick = useQuickNotifications();
  const markAll = useMarkAllRead();
  const saveFilter = useSaveQuickFilter();
  const unread = quick.data?.all_unread_count ?? 0;
  useToastNew(quick.data);
  useEffect(() => badgeFavicon(unread), [unread]);
  useEffect(() => () => badgeFavicon(0), []);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('notifications.bell', { count: unread })}
          onClick={() => setOpened((o) => !o)}
          data-testid="notification-bell"
          // The count stands out of the button's corner.
          style={{ overflow: 'visible' }}
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={16}
            disabled={unread === 0}
            color="red"
            offset={2}
          >
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('notifications.title')} role="dialog">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{t('notifications.title')}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          </Group>
          <Switch
            size="xs"
            label={t('notifications.onlyUnread')}
            checked={quick.data?.default_values.is_only_unread ?? false}
            onChange={(e) => saveFilter.mutate(e.currentTarget.checked)}
          />
          <ScrollArea.Autosize mah="min(60vh, 480px)">
            <QueryState query={quick}>
              {(data) =>
                data.notifications.length === 0 ? (
                  <Text size="sm" c="dimmed" py="md" ta="center">
                    {t('notifications.empty')}
                  </Text>
                ) : (
                  <Stack gap={0}>
                    {data.notifications.map((n) => (
                      <NotificationRow
                        key={n.id}
                        notification={n}
                        onFollow={() => setOpened(false)}
                      />
                    ))}
                  </Stack>
                )
              }
            </QueryState>
          </ScrollArea.Autosize>
          <Anchor
            component={Link}
            to="/notifications"
            size="sm"
            ta="center"
            onClick={() => setOpened(false)}
          >
            {t('notifications.all')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
