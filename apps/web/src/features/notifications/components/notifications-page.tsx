import { useState } from 'react';
import { Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FoldingFilter, choicesMade } from '../../../components/folding-filter.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import type { NotificationFilterInput } from '@tandem/contract';
import {
  useMarkAllRead,
  useNotificationFilterData,
  useNotificationList,
} from '../api/notifications.api.ts';
import { EMPTY_FILTER, NotificationsFilterBar, toFilter } from './notifications-filter-bar.tsx';
import type { FilterValue } from './notifications-filter-bar.tsx';
import { NotificationRow } from './notification-row.tsx';

/** The notifications the filter chooses, drawn as they come near; more load at the end. */
function NotificationsList({ filter }: { filter: NotificationFilterInput }) {
  const { t } = useTranslation();
  const list = useNotificationList(filter);
  return (
    <InfiniteList
      query={list}
      items={list.data?.pages.flatMap((page) => page.notifications)}
      getKey={(n) => n.id}
      renderItem={(n) => <NotificationRow notification={n} />}
      estimateSize={72}
      label={t('notifications.title')}
      empty={<EmptyState title={t('notifications.empty')} text={t('notifications.emptyHint')} />}
      moreLabel={t('events.more')}
    />
  );
}

/** `/notifications`: the Notification filter above, one's notifications below, live. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const data = useNotificationFilterData();
  const markAll = useMarkAllRead();
  const [value, setValue] = useState<FilterValue>(EMPTY_FILTER);
  return (
    <Container size="md" py="md">
      <Page
        title={t('notifications.title')}
        actions={
          <Button variant="default" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        }
      >
        <QueryState query={data}>
          {(options) => (
            <Stack gap="md">
              <FoldingFilter active={choicesMade(value, EMPTY_FILTER)}>
                <NotificationsFilterBar data={options} value={value} onChange={setValue} />
              </FoldingFilter>
              <NotificationsList filter={toFilter(value)} />
            </Stack>
          )}
        </QueryState>
      </Page>
    </Container>
  );
}
