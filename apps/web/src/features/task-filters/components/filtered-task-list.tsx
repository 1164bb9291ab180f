import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Person, TaskFilter } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import type { TaskOrder } from '../api/task-filters.api.ts';
import { useFilteredTasks } from '../api/task-filters.api.ts';
import { FilteredTaskRow } from './filtered-task-row.tsx';

/** The shape of a few task cards while the first page loads. */
function FilteredTasksLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('taskFilters.loadingTasks')} role="status">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={76} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The tasks one sees across projects that match the filter, 50 at a time with a button for more;
 * each opens the task.
 */
export function FilteredTaskList({
  filter,
  order,
  empty,
}: {
  filter: TaskFilter;
  order: TaskOrder;
  /** What the list says when no task matches. */
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useFilteredTasks(filter, order);
  if (query.isPending) return <FilteredTasksLoading />;
  if (query.isError)
    return (
      <Text c="red" role="alert">
        {errorMessage(query.error, t)}
      </Text>
    );
  const tasks = query.data.pages.flatMap((page) => page.tasks);
  const people = new Map<number, string>(
    query.data.pages.flatMap((page) => page.people.map((p: Person) => [p.id, p.fullname] as const)),
  );
  if (tasks.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm" aria-busy={query.isFetching}>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {tasks.map((task) => (
          <FilteredTaskRow key={task.id} task={task} people={people} />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('taskFilters.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
