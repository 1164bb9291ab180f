import { useState } from 'react';
import { Anchor, Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FinishedTasksConds, FinishedTasksPage, Task } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useFinishedTasks, useReopenFinishedTask } from '../api/finished-tasks.api.ts';

interface Filters {
  projectId: string;
  finishedBy: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { projectId: '', finishedBy: '', from: '', to: '' };

/** The filter the server is asked for; a range that ends before it starts is not sent. */
function condsOf(filters: Filters): FinishedTasksConds {
  const range = {
    ...(filters.from ? { date_from: filters.from } : {}),
    ...(filters.to && !(filters.from && filters.to < filters.from) ? { date_to: filters.to } : {}),
  };
  return {
    ...(filters.projectId ? { projects_ids: [Number(filters.projectId)] } : {}),
    ...(filters.finishedBy ? { finished_by: [Number(filters.finishedBy)] } : {}),
    ...(range.date_from || range.date_to ? { date_range: range } : {}),
  };
}

/** Who, where (across projects) and the days to show finished tasks of. */
function FilterBar({
  filters,
  onChange,
  values,
  withProjects,
  withFinisher,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  values: FinishedTasksPage['filter_values'] | undefined;
  withProjects: boolean;
  withFinisher: boolean;
}) {
  const { t } = useTranslation();
  const set = (part: Partial<Filters>) => onChange({ ...filters, ...part });
  const badRange = Boolean(filters.from && filters.to && filters.to < filters.from);
  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="wrap"
      role="group"
      aria-label={t('finishedTasks.filters')}
    >
      {withProjects && (
        <NativeSelect
          label={t('finishedTasks.project')}
          value={filters.projectId}
          onChange={(e) => set({ projectId: e.currentTarget.value })}
          data={[
            { value: '', label: t('finishedTasks.allProjects') },
            ...(values?.projects ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
      )}
      {withFinisher && (
        <NativeSelect
          label={t('finishedTasks.finishedBy')}
          value={filters.finishedBy}
          onChange={(e) => set({ finishedBy: e.currentTarget.value })}
          data={[
            { value: '', label: t('finishedTasks.anyone') },
            ...(values?.users ?? []).map((u) => ({ value: String(u.id), label: u.fullname })),
          ]}
        />
      )}
      <TextInput
        type="date"
        label={t('finishedTasks.from')}
        value={filters.from}
        onChange={(e) => set({ from: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('finishedTasks.to')}
        value={filters.to}
        onChange={(e) => set({ to: e.currentTarget.value })}
        error={badRange ? t('finishedTasks.badRange') : undefined}
      />
      {Object.values(filters).some(Boolean) && (
        <Button variant="subtle" mt={24} onClick={() => onChange(NO_FILTERS)}>
          {t('finishedTasks.clear')}
        </Button>
      )}
    </Group>
  );
}

/** One finished task: a link to it, where it is, who finished it and when, and a way back. */
function FinishedTaskRow({ task, withProject }: { task: Task; withProject: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const reopen = useReopenFinishedTask();
  const when = task.date_finished
    ? formatDateTime(task.date_finished, i18n.language, user.timezone)
    : '';
  return (
    <Card withBorder padding="sm" component="li" data-testid="finished-task">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/task/${task.id}`}
            fw={500}
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {withProject && (
              <>
                <Anchor component={Link} to={`/project/${task.project.id}`} size="xs">
                  {task.project.name}
                </Anchor>
                {' · '}
              </>
            )}
            {task.tasklist.name}
            {' · '}
            {task.finished_by
              ? t('finishedTasks.finishedOnBy', { date: when, name: task.finished_by.fullname })
              : t('finishedTasks.finishedOn', { date: when })}
          </Text>
        </Stack>
        {task.abilities.finish && (
          <Button
            variant="light"
            size="xs"
            // The name beside it takes what is left; the button keeps its whole label.
            style={{ flexShrink: 0 }}
            loading={reopen.isPending}
            aria-label={t('finishedTasks.reopenNamed', { name: task.name })}
            onClick={() =>
              reopen.mutate(task, {
                onError: (error) =>
                  notifications.show({ color: 'red', message: errorMessage(error, t) }),
              })
            }
          >
            {t('finishedTasks.reopen')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * Finished tasks with their filters, newest finished first, 50 at a time with a button for more:
 * of one project, or (`projectId` null) of all the user's projects.
 */
export function FinishedTasksView({
  projectId,
  finishedBy,
}: {
  projectId: number | null;
  /** Only the tasks this person finished (a person's finished tasks); the filter then hides who. */
  finishedBy?: number;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const finished = useFinishedTasks(
    projectId,
    condsOf(finishedBy === undefined ? filters : { ...filters, finishedBy: String(finishedBy) }),
  );
  const withProject = projectId === null;
  return (
    <Stack gap="md">
      <FilterBar
        filters={filters}
        onChange={setFilters}
        values={finished.data?.pages[0]?.filter_values}
        withProjects={withProject}
        withFinisher={finishedBy === undefined}
      />
      <QueryState query={finished}>
        {({ pages }) => {
          const tasks = pages.flatMap((page) => page.tasks);
          if (tasks.length === 0) return <Text c="dimmed">{t('finishedTasks.empty')}</Text>;
          return (
            <Stack gap="sm">
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {tasks.map((task) => (
                  <FinishedTaskRow key={task.id} task={task} withProject={withProject} />
                ))}
              </Stack>
              {finished.hasNextPage && (
                <Group justify="center">
                  <Button
                    variant="default"
                    loading={finished.isFetchingNextPage}
                    onClick={() => void finished.fetchNextPage()}
                  >
                    {t('finishedTasks.loadMore')}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
