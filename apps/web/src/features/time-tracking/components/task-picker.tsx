import { useState } from 'react';
import { Select } from '@mantine/core';
import type { ComboboxItem, ComboboxItemGroup, MantineSize } from '@mantine/core';
import type { WorkTask } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { useSearchTasks, useSuggestedTasks } from '../api/time-tracking.api.ts';

/** Tasks as the picker lists them: under their projects' names. */
function byProject(tasks: readonly WorkTask[]): ComboboxItemGroup<ComboboxItem>[] {
  const groups = new Map<number, ComboboxItemGroup<ComboboxItem>>();
  for (const task of tasks) {
    const group = groups.get(task.project.id) ?? { group: task.project.name, items: [] };
    group.items.push({ value: String(task.id), label: task.name });
    groups.set(task.project.id, group);
  }
  return [...groups.values()];
}

/**
 * Chooses the task time goes to: suggestions before anything is typed, then the tasks whose
 * names match what is typed (asked from the server).
 */
export function TaskPicker({
  label,
  value,
  onChange,
  error,
  description,
  size,
  disabled,
}: {
  label: string;
  value: WorkTask | null;
  onChange: (task: WorkTask | null) => void;
  error?: string | undefined;
  description?: string | undefined;
  size?: MantineSize;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  const typed = search !== value?.name ? search.trim() : '';
  const searching = typed.length >= LIMITS.searchQueryMin;
  const suggested = useSuggestedTasks();
  const found = useSearchTasks(searching ? typed : '');
  const shown = searching ? found : suggested;
  const tasks = (searching ? found.data : suggested.data?.tasks) ?? [];
  const known = value && !tasks.some((task) => task.id === value.id) ? [value, ...tasks] : tasks;
  return (
    <Select
      label={label}
      placeholder={t('timeTracking.fields.taskPlaceholder')}
      searchable
      clearable
      size={size}
      disabled={disabled}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(known.find((task) => String(task.id) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      data={byProject(known)}
      // The server matched the names already.
      filter={searching ? ({ options }) => options : undefined}
      nothingFoundMessage={
        shown.isFetching
          ? t('timeTracking.searching')
          : shown.isError
            ? t('timeTracking.tasksFailed')
            : t('timeTracking.noTasks')
      }
      error={error}
      description={description}
      comboboxProps={{ withinPortal: true }}
      miw={0}
    />
  );
}
