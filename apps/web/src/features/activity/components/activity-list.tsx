import { useEffect, useRef } from 'react';
import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityEvent, ActivityFilterInput } from '@tandem/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { WindowVirtualList } from '../../../components/virtual-list.tsx';
import { describeEvent } from '../../../lib/activity.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActivityFeed } from '../api/activity.api.ts';

function EventRow({ event }: { event: ActivityEvent }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap={2} py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm">{describeEvent(event, t)}</Text>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {formatDateTime(event.date_action, i18n.language, user.timezone)}
        </Text>
        {event.project && (
          <Anchor component={Link} to={`/project/${event.project.id}`} size="xs">
            {event.project.name}
          </Anchor>
        )}
        {event.task && (
          <Anchor component={Link} to={`/task/${event.task.id}`} size="xs">
            {event.task.name}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The events the filter chooses, drawn as they come near the screen; the next page loads when
 * the end of the list comes into view (or from its button).
 */
export function ActivityList({ filter }: { filter: ActivityFilterInput }) {
  const { t } = useTranslation();
  const feed = useActivityFeed(filter);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (feed.isError)
    return (
      <Text c="red" role="alert">
        {errorMessage(feed.error, t)}
      </Text>
    );
  const events = feed.data.pages.flatMap((page) => page.events);
  if (events.length === 0)
    return <EmptyState title={t('events.none')} text={t('events.noneHint')} />;
  return (
    <Stack gap={0}>
      <WindowVirtualList
        items={events}
        getKey={(event) => event.id}
        renderItem={(event) => <EventRow event={event} />}
        estimateSize={58}
        label={t('events.title')}
      />
      <div ref={end}>
        {hasNextPage && (
          <Center py="md">
            <Button
              variant="default"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('events.more')}
            </Button>
          </Center>
        )}
      </div>
    </Stack>
  );
}
