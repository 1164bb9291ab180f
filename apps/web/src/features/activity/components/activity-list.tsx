import { useTranslation } from 'react-i18next';
import type { ActivityFilterInput } from '@tandem/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { useActivityFeed } from '../api/activity.api.ts';
import { EventRow } from './event-row.tsx';

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
