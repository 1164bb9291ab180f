import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import { useRevokeLink, useShareTask, useTaskLink } from '../api/public-links.api.ts';

/** Sharing the task with people outside: its public link, copied or stopped. */
export function TaskShareField({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const link = useTaskLink(task);
  const share = useShareTask(task.id);
  const revoke = useRevokeLink();
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const canShare = task.abilities.update && task.date_deleted === null;
  const current = task.has_public_link ? link.data : null;

  if (!current) {
    if (!canShare) return null;
    return (
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          loading={share.isPending || (task.has_public_link && link.isPending)}
          onClick={() => share.mutate(undefined, { onError: fail })}
        >
          {t('publicLinks.share')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('publicLinks.shareHint')}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('publicLinks.shared')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          readOnly
          value={current.url}
          aria-label={t('publicLinks.address')}
          style={{ flex: 1 }}
          size="xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={current.url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? t('publicLinks.copied') : t('publicLinks.copy')}
            </Button>
          )}
        </CopyButton>
        {canShare && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(current, { onError: fail })}
          >
            {t('publicLinks.stop')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
