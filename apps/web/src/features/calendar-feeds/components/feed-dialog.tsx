import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { feedOf, useCalendarFeeds, useFeedActions } from '../api/calendar-feeds.api.ts';
import { FeedAddress } from './feed-address.tsx';
import { FeedConfirm } from './feed-confirm.tsx';

/**
 * "Subscribe": the secret address calendar applications read one's own tasks from (no project)
 * or a project's; made, renewed or stopped here. The address is shown once, when it is made.
 */
export function FeedDialog({ projectId }: { projectId?: number }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const feeds = useCalendarFeeds();
  const { create, regenerate, revoke } = useFeedActions(projectId);
  const feed = feedOf(feeds.data, projectId);
  const fresh = regenerate.data ?? create.data;
  const shown = fresh && feed && fresh.id === feed.id ? fresh : null;
  const close = () => {
    setOpened(false);
    setConfirming(null);
    create.reset();
    regenerate.reset();
  };
  const confirm = () => {
    if (!feed || !confirming) return;
    const action = confirming === 'revoke' ? revoke : regenerate;
    action.mutate(feed.id, { onSuccess: () => setConfirming(null) });
  };
  const scope = projectId === undefined ? 'mine' : 'project';
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('calendarFeeds.subscribe')}
      </Button>
      <Modal opened={opened} onClose={close} title={t(`calendarFeeds.title_${scope}`)} size="lg">
        <Stack>
          <Text size="sm">{t(`calendarFeeds.intro_${scope}`)}</Text>
          {shown && <FeedAddress feed={shown} />}
          {feed && !shown && (
            <Text size="sm" c="dimmed">
              {t('calendarFeeds.sharedSince', {
                date: formatDateTime(feed.date_add, i18n.language),
              })}
            </Text>
          )}
          <FormAlert error={create.error ?? regenerate.error ?? revoke.error} />
          {confirming ? (
            <FeedConfirm
              what={confirming}
              pending={regenerate.isPending || revoke.isPending}
              onConfirm={confirm}
              onCancel={() => setConfirming(null)}
            />
          ) : (
            <Group justify="flex-end" gap="xs">
              {feed ? (
                <>
                  <Button variant="default" color="red" onClick={() => setConfirming('revoke')}>
                    {t('calendarFeeds.revoke')}
                  </Button>
                  <Button variant="light" onClick={() => setConfirming('regenerate')}>
                    {t('calendarFeeds.regenerate')}
                  </Button>
                </>
              ) : (
                <Button
                  loading={create.isPending || feeds.isPending}
                  onClick={() => create.mutate()}
                >
                  {t('calendarFeeds.create')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Modal>
    </>
  );
}
