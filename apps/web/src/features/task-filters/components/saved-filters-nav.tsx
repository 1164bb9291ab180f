import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Menu, Modal, NavLink, Stack, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconFilter,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import type { SavedTaskFilter } from '@tandem/contract';
import {
  useDeleteSavedTaskFilter,
  useEditSavedTaskFilter,
  useReorderSavedTaskFilters,
  useSavedTaskFilters,
} from '../api/task-filters.api.ts';
import { FilterNameModal } from './filter-name-modal.tsx';

/** Rename, move up or down, and delete one saved filter. */
function FilterMenu({
  filter,
  index,
  all,
}: {
  filter: SavedTaskFilter;
  index: number;
  all: SavedTaskFilter[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const edit = useEditSavedTaskFilter();
  const remove = useDeleteSavedTaskFilter();
  const reorder = useReorderSavedTaskFilters();
  const move = (by: number) => {
    const order = all.map((f) => f.uuid);
    order.splice(index, 1);
    order.splice(index + by, 0, filter.uuid);
    reorder.mutate(order);
  };
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Menu position="right-start" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('taskFilters.actions', { name: filter.name })}
          >
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(true)}>
            {t('taskFilters.rename')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowUp size={14} />}
            disabled={index === 0}
            onClick={() => move(-1)}
          >
            {t('taskFilters.moveUp')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowDown size={14} />}
            disabled={index === all.length - 1}
            onClick={() => move(1)}
          >
            {t('taskFilters.moveDown')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setDeleting(true)}
          >
            {t('taskFilters.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('taskFilters.delete')}>
        <Text size="sm">{t('taskFilters.deleteConfirm', { name: filter.name })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(filter.uuid, {
                onSuccess: () => {
                  setDeleting(false);
                  void navigate('/lists/tasks');
                },
              })
            }
          >
            {t('taskFilters.delete')}
          </Button>
        </Group>
      </Modal>
      {renaming && (
        <FilterNameModal
          title={t('taskFilters.rename')}
          initial={filter.name}
          opened
          onClose={() => setRenaming(false)}
          onSubmit={(name) =>
            edit.mutateAsync({
              uuid: filter.uuid,
              name,
              values: filter.values,
              settings: filter.settings,
            })
          }
        />
      )}
    </>
  );
}

/**
 * The person's saved task filters under "Filters" in the navigation, each opening the task page
 * with it; nothing when there are none.
 */
export function SavedFiltersNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const saved = useSavedTaskFilters();
  const filters = saved.data ?? [];
  if (filters.length === 0) return null;
  const current = pathname === '/lists/tasks' ? new URLSearchParams(search).get('filter') : null;
  return (
    <Stack gap={2} component="nav" aria-label={t('nav.filters')}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>
        {t('nav.filters')}
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {filters.map((filter, index) => (
          <Group component="li" key={filter.uuid} gap={0} wrap="nowrap">
            <NavLink
              component={RouterNavLink}
              to={`/lists/tasks?filter=${filter.uuid}`}
              label={filter.name}
              leftSection={<IconFilter size={18} stroke={1.6} />}
              active={current === filter.uuid}
              aria-current={current === filter.uuid ? 'page' : 'false'}
              onClick={onNavigate}
              variant="light"
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              style={{ borderRadius: 'var(--mantine-radius-md)', flex: 1, minWidth: 0 }}
            />
            <FilterMenu filter={filter} index={index} all={filters} />
          </Group>
        ))}
      </Box>
    </Stack>
  );
}
