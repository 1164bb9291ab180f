import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors.ts';
import { WindowVirtualList } from './virtual-list.tsx';

/** What the list needs of an infinite query. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The items of a paged query, drawn as they come near the screen; the next page loads when the
 * end of the list comes into view (or from its button). Loading, error and empty states included.
 */
export function InfiniteList<T>(props: {
  query: PagedQuery;
  items: T[] | undefined;
  getKey: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
  estimateSize: number;
  label: string;
  empty: ReactNode;
  moreLabel: string;
}) {
  const { t } = useTranslation();
  const { query } = props;
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
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

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError)
    return (
      <Text c="red" role="alert">
        {errorMessage(query.error, t)}
      </Text>
    );
  const items = props.items ?? [];
  if (items.length === 0) return <>{props.empty}</>;
  return (
    <Stack gap={0}>
      <WindowVirtualList
        items={items}
        getKey={props.getKey}
        renderItem={props.renderItem}
        estimateSize={props.estimateSize}
        label={props.label}
      />
      <div ref={end}>
        {hasNextPage && (
          <Center py="md">
            <Button
              variant="default"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {props.moreLabel}
            </Button>
          </Center>
        )}
      </div>
    </Stack>
  );
}
