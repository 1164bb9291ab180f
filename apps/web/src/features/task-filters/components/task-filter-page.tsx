import { useState } from 'react';
import { Box, Button, Drawer, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFilter, IconFilterOff, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { SavedTaskFilter, TaskFilter } from '@tandem/contract';
import { TASK_FILTER_ORDER_BY } from '@tandem/contract/browser';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import type { TaskOrder } from '../api/task-filters.api.ts';
import {
  useCreateSavedTaskFilter,
  useEditSavedTaskFilter,
  useSavedTaskFilters,
  useTaskFilterValues,
} from '../api/task-filters.api.ts';
import { activeParts, compactFilter, filterFromParam } from '../utils/filter-params.ts';
import { FilterNameModal } from './filter-name-modal.tsx';
import { FilterSidebar } from './filter-sidebar.tsx';
import { FilteredTaskList } from './filtered-task-list.tsx';

/** The order the tasks are listed in. */
function OrderSelect({ order, onChange }: { order: TaskOrder; onChange: (o: TaskOrder) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('taskFilters.orderBy')}
      data={TASK_FILTER_ORDER_BY.flatMap((by) =>
        (['asc', 'desc'] as const).map((dir) => ({
          value: `${by}:${dir}`,
          label: t(`taskFilters.order.${by}_${dir}`),
        })),
      )}
      value={`${order.order_by}:${order.order}`}
      onChange={(value) => {
        const [order_by, dir] = (value ?? 'due_date:asc').split(':');
        onChange({ order_by: order_by as TaskOrder['order_by'], order: dir as TaskOrder['order'] });
      }}
      allowDeselect={false}
      w={{ base: '100%', sm: 240 }}
    />
  );
}

/** Save the filter as a new one, or over the saved filter open now. */
function SaveActions({
  saved,
  filter,
  order,
}: {
  saved: SavedTaskFilter | undefined;
  filter: TaskFilter;
  order: TaskOrder;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [naming, { open, close }] = useDisclosure(false);
  const create = useCreateSavedTaskFilter();
  const edit = useEditSavedTaskFilter();
  const settings = { ...saved?.settings, ...order };
  const update = () =>
    edit.mutate(
      { uuid: saved!.uuid, name: saved!.name, values: compactFilter(filter), settings },
      {
        onSuccess: () => {
          notifications.show({ message: t('taskFilters.updated') });
          void navigate(`/lists/tasks?filter=${saved!.uuid}`, { replace: true });
        },
      },
    );
  return (
    <Group gap="xs">
      {saved && (
        <Button variant="light" onClick={update} loading={edit.isPending}>
          {t('taskFilters.update')}
        </Button>
      )}
      <Button onClick={open}>{t('taskFilters.save')}</Button>
      {naming && (
        <FilterNameModal
          title={t('taskFilters.save')}
          initial=""
          opened
          onClose={close}
          onSubmit={async (name) => {
            const { filter: made } = await create.mutateAsync({
              name,
              values: compactFilter(filter),
              settings: order,
            });
            notifications.show({ message: t('taskFilters.saved', { name }) });
            void navigate(`/lists/tasks?filter=${made.uuid}`);
          }}
        />
      )}
    </Group>
  );
}

/** What the page says when no task matches: a way out of the filter, or what the page is for. */
function NoFilteredTasks({ filter, onClear }: { filter: TaskFilter; onClear: () => void }) {
  const { t } = useTranslation();
  if (activeParts(filter) === 0)
    return (
      <EmptyState
        icon={<IconListSearch size={26} stroke={1.6} />}
        title={t('taskFilters.noTasksTitle')}
        text={t('taskFilters.noTasksText')}
      />
    );
  return (
    <EmptyState
      icon={<IconFilterOff size={26} stroke={1.6} />}
      title={t('taskFilters.emptyTitle')}
      text={t('taskFilters.emptyText')}
      actions={
        <Button variant="light" onClick={onClear}>
          {t('taskFilters.clear')}
        </Button>
      }
    />
  );
}

/**
 * /lists/tasks: the tasks one sees across projects, narrowed by a filter in a sidebar (a drawer on
 * a phone); `?filter=<uuid>` opens a saved filter, `?f=` carries an unsaved one.
 */
export function TaskFilterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [drawer, { open, close }] = useDisclosure(false);
  const savedFilters = useSavedTaskFilters();
  const values = useTaskFilterValues();
  const uuid = params.get('filter');
  const saved = savedFilters.data?.find((f) => f.uuid === uuid);
  const filter = filterFromParam(params.get('f')) ?? saved?.values ?? {};
  const [order, setOrder] = useState<TaskOrder | null>(null);
  const shownOrder: TaskOrder = order ?? {
    order_by: saved?.settings.order_by ?? 'due_date',
    order: saved?.settings.order ?? 'asc',
  };
  const setFilter = (next: TaskFilter) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('f', JSON.stringify(compactFilter(next)));
      return copy;
    });
  const waitingForSaved = uuid !== null && savedFilters.isPending;
  const missing = uuid !== null && savedFilters.isSuccess && !saved;
  const sidebar = <FilterSidebar filter={filter} values={values.data} onChange={setFilter} />;
  return (
    <Page
      title={saved?.name ?? t('taskFilters.title')}
      actions={<SaveActions saved={saved} filter={filter} order={shownOrder} />}
    >
      {missing && (
        <Text c="red" role="alert" mb="sm">
          {t('taskFilters.missing')}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Box component="aside" aria-label={t('taskFilters.filters')}>
            {sidebar}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Group mb="sm" gap="xs" justify="space-between">
            <Button
              hiddenFrom="md"
              variant="default"
              leftSection={<IconFilter size={16} />}
              onClick={open}
            >
              {t('taskFilters.filtersCount', { count: activeParts(filter) })}
            </Button>
            <OrderSelect order={shownOrder} onChange={setOrder} />
          </Group>
          {!waitingForSaved && (
            <FilteredTaskList
              filter={compactFilter(filter)}
              order={shownOrder}
              empty={<NoFilteredTasks filter={filter} onClear={() => setFilter({})} />}
            />
          )}
        </Grid.Col>
      </Grid>
      <Drawer opened={drawer} onClose={close} title={t('taskFilters.filters')} position="right">
        <Stack gap="lg">
          {sidebar}
          {/* Kept in reach at the bottom of a long drawer. */}
          <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
            <Button onClick={close} fullWidth>
              {t('taskFilters.showTasks')}
            </Button>
          </Box>
        </Stack>
      </Drawer>
    </Page>
  );
}
