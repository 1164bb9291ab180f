import { useEffect, useRef, useState } from 'react';
import { Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { WindowVirtualList } from '../../../components/virtual-list.tsx';
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
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
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

  if (list.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (list.isError)
    return (
      <Text c="red" role="alert">
        {errorMessage(list.error, t)}
      </Text>
    );
  const items = list.data.pages.flatMap((page) => page.notifications);
  if (items.length === 0)
    return <EmptyState title={t('notifications.empty')} text={t('notifications.emptyHint')} />;
  return (
    <Stack gap={0}>
      <WindowVirtualList
        items={items}
        getKey={(n) => n.id}
        renderItem={(n) => <NotificationRow notification={n} />}
        estimateSize={72}
        label={t('notifications.title')}
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
              <NotificationsFilterBar data={options} value={value} onChange={setValue} />
              <NotificationsList filter={toFilter(value)} />
            </Stack>
          )}
        </QueryState>
      </Page>
    </Container>
  );
}
