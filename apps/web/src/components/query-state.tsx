import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../lib/api-client.ts';
import { errorMessage } from './errors.ts';

/** Grey shapes where content is coming, said to screen readers as loading. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')} aria-busy>
      <Skeleton height={28} width="40%" radius="sm" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={48} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * Shows a skeleton (or `loading`) while a query loads, its error with a retry, and the data once
 * it is there.
 */
export function QueryState<T>({
  query,
  children,
  loading,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'paused') {
    // Offline: it loads by itself when the connection returns.
    return (
      <Alert color="gray" role="status">
        {t('common.waitingForConnection')}
      </Alert>
    );
  }
  const unreachable = query.failureCount > 0 && isUnreachable(query.failureReason);
  if ((query.isPending || query.isError) && query.isFetching && unreachable) {
    // The server is away and is being asked again: it comes back by itself.
    return (
      <Alert color="yellow" role="status">
        {t('common.retryingConnection')}
      </Alert>
    );
  }
  if (query.isPending) return <>{loading ?? <PageSkeleton />}</>;
  if (query.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')} role="alert">
        {errorMessage(query.error, t)}
        <div>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
