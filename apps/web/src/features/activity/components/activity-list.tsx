import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityEvent, ActivityFilterInput } from '@tandem/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { describeEvent } from '../../../lib/activity.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActivityFeed } from '../api/activity.api.ts';

export function EventRow({ event, withProject }: { event: ActivityEvent; withProject: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap={2} py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm">{describeEvent(event, t)}</Text>
      <Group gap="xs" style={{ rowGap: 2 }}>
        <Text size="xs" c="dimmed">
          {formatDateTime(event.date_action, i18n.language, user.timezone)}
        </Text>
        {withProject && event.project && (
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
 * The events the filter chooses, newest first unless chosen otherwise, more as it scrolls. In one
 * project's feed (`inProject`) the events do not name the project.
 */
export function ActivityList({
  filter,
  inProject = false,
}: {
  filter: ActivityFilterInput;
  inProject?: boolean;
}) {
  const { t } = useTranslation();
  const feed = useActivityFeed(filter);
  return (
    <InfiniteList
      query={feed}
      items={feed.data?.pages.flatMap((page) => page.events)}
      getKey={(event) => event.id}
      renderItem={(event) => <EventRow event={event} withProject={!inProject} />}
      estimateSize={58}
      label={t('events.title')}
      empty={
        <EmptyState
          title={t('events.none')}
          text={t(inProject ? 'events.noneHintProject' : 'events.noneHint')}
        />
      }
      moreLabel={t('events.more')}
    />
  );
}
