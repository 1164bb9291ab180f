import { useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { SavedWorkFilter } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import {
  useDeleteSavedFilter,
  useEditSavedFilter,
  useReorderSavedFilters,
} from '../api/saved-filters.api.ts';

/** A saved filter's new name, typed in place: Enter saves, Escape leaves it as it was. */
function RenameField({ saved, onDone }: { saved: SavedWorkFilter; onDone: () => void }) {
  const { t } = useTranslation();
  const edit = useEditSavedFilter();
  const [name, setName] = useState(saved.name);
  const save = () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed === saved.name) return onDone();
    edit.mutate(
      { uuid: saved.uuid, name: trimmed, filter: saved.filter },
      {
        onSuccess: onDone,
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );
  };
  return (
    <TextInput
      aria-label={t('reports.saved.renameForm', { name: saved.name })}
      value={name}
      onChange={(event) => setName(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') onDone();
      }}
      onBlur={save}
      maxLength={255}
      autoFocus
      size="xs"
      style={{ flex: 1 }}
    />
  );
}

/** The saved filters with their actions: rename, move up or down, delete. */
export function SavedFilterList({ filters }: { filters: SavedWorkFilter[] }) {
  const { t } = useTranslation();
  const remove = useDeleteSavedFilter();
  const reorder = useReorderSavedFilters();
  const [renaming, setRenaming] = useState<string | null>(null);
  if (filters.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('reports.saved.empty')}
      </Text>
    );
  const move = (index: number, by: -1 | 1) => {
    const order = filters.map((f) => f.uuid);
    const [uuid] = order.splice(index, 1);
    order.splice(index + by, 0, uuid!);
    reorder.mutate(order, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });
  };
  const drop = (saved: SavedWorkFilter) =>
    remove.mutate(saved.uuid, {
      onSuccess: () =>
        notifications.show({ message: t('reports.saved.deleted', { name: saved.name }) }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });
  const actionsOf = (saved: SavedWorkFilter, index: number) => [
    {
      label: t('reports.saved.up', { name: saved.name }),
      icon: IconArrowUp,
      disabled: index === 0,
      run: () => move(index, -1),
    },
    {
      label: t('reports.saved.down', { name: saved.name }),
      icon: IconArrowDown,
      disabled: index === filters.length - 1,
      run: () => move(index, 1),
    },
    {
      label: t('reports.saved.rename', { name: saved.name }),
      icon: IconPencil,
      run: () => setRenaming(saved.uuid),
    },
    {
      label: t('reports.saved.delete', { name: saved.name }),
      icon: IconTrash,
      color: 'red',
      run: () => drop(saved),
    },
  ];
  return (
    <Paper withBorder p="xs" radius="md" maw={520}>
      <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {filters.map((saved, index) => (
          <Group key={saved.uuid} component="li" gap="xs" wrap="nowrap" data-testid="saved-filter">
            {renaming === saved.uuid ? (
              <RenameField saved={saved} onDone={() => setRenaming(null)} />
            ) : (
              <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                {saved.name}
              </Text>
            )}
            {actionsOf(saved, index).map((action) => (
              <ActionIcon
                key={action.label}
                variant="subtle"
                color={action.color ?? 'gray'}
                disabled={action.disabled}
                onClick={action.run}
                aria-label={action.label}
              >
                <action.icon size={16} />
              </ActionIcon>
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
