import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SavedTaskFilter } from '@tandem/contract';
import {
  useDeleteSavedTaskFilter,
  useEditSavedTaskFilter,
  useReorderSavedTaskFilters,
} from '../api/task-filters.api.ts';
import { FilterNameModal } from './filter-name-modal.tsx';
import { FilterMenuButton } from './filter-menu-button.tsx';

/**
 * Rename, move up or down, and delete one saved filter, once its code is there
 * (`SavedFiltersNav` loads it when the pointer or the focus reaches the button).
 */
export function LoadedFilterMenu({
  filter,
  index,
  all,
  clicked,
  focused,
}: {
  filter: SavedTaskFilter;
  index: number;
  all: SavedTaskFilter[];
  /** The button shown meanwhile was clicked or focused: the menu opens or takes the focus. */
  clicked: boolean;
  focused: boolean;
}) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  const takeOver = useEffectEvent(() => {
    if (focused) target.current?.focus();
    if (clicked) target.current?.click();
  });
  useEffect(() => takeOver(), []);
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
          <FilterMenuButton ref={target} name={filter.name} />
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
