import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors.ts';

/** Shows a loader while a query loads, its error with a retry, and the data once it is there. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
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
