import type { ReactElement } from 'react';
import { Anchor, Button, Group, Popover, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useMarkAllRead,
  useQuickNotifications,
  useSaveQuickFilter,
} from '../api/notifications.api.ts';
import { NotificationRow } from './notification-row.tsx';

/** The bell's popover: the latest notifications, "only unread", mark all read, all of them. */
export function NotificationBellPopover({
  opened,
  onChange,
  unread,
  children,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  unread: number;
  /** The bell, the popover's target. */
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const quick = useQuickNotifications();
  const markAll = useMarkAllRead();
  const saveFilter = useSaveQuickFilter();
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
    >
      <Popover.Target>{children}</Popover.Target>
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
                        onFollow={() => onChange(false)}
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
            onClick={() => onChange(false)}
          >
            {t('notifications.all')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
