import { ActionIcon, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleFilled, IconCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '@tandem/contract';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { describeNotification, followHref } from '../../../lib/notifications.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useNotificationState } from '../api/notifications.api.ts';

/**
 * One notification: who, what, when and where; following it marks it read. The dot beside it
 * marks it read or unread.
 */
export function NotificationRow({
  notification: n,
  onFollow,
}: {
  notification: Notification;
  onFollow?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const state = useNotificationState();
  const text = describeNotification(n, t);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py={8}
      px={4}
      data-unread={n.is_unread || undefined}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: n.is_unread ? 'var(--mantine-primary-color-light)' : undefined,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <UserAvatar
        name={n.author?.fullname ?? 'Tandem'}
        {...(n.author ? { userId: n.author.id } : {})}
        size={32}
      />
      <UnstyledButton
        style={{ flex: 1, minWidth: 0 }}
        onClick={() => {
          onFollow?.();
          void navigate(followHref(n));
        }}
      >
        <Stack gap={2}>
          <Text size="sm" fw={n.is_unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          {n.notice.comment_text && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {n.notice.comment_text}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(n.date_action, i18n.language, user.timezone)}
            {n.project ? ` · ${n.project.name}` : ''}
          </Text>
        </Stack>
      </UnstyledButton>
      <Box>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={n.is_unread ? t('notifications.markRead') : t('notifications.markUnread')}
          aria-pressed={!n.is_unread}
          onClick={() => state.mutate({ id: n.id, toggle: true })}
        >
          {n.is_unread ? <IconCircleFilled size={10} /> : <IconCircle size={10} />}
        </ActionIcon>
      </Box>
    </Group>
  );
}
