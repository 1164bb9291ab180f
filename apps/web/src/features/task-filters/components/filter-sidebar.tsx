import { Button, Checkbox, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskFilter, TaskFilterValues } from '@tandem/contract';
import { DUE_DATE_TEMPLATES, TASK_PRIORITIES } from '@tandem/contract/browser';
import { activeParts } from '../utils/filter-params.ts';
import { FilterMoreFields, NameChoice } from './filter-more-fields.tsx';

type IdKey = 'projects_ids' | 'tasklists_ids' | 'assigned_users_ids' | 'created_users_ids';

/** A choice of several ids of a filter part. */
function IdChoice(props: {
  label: string;
  data: Array<{ value: string; label: string; group?: string }>;
  value: readonly number[] | undefined;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={props.label}
      placeholder={props.value?.length ? undefined : t('taskFilters.any')}
      data={props.data}
      value={(props.value ?? []).map(String)}
      onChange={(ids) => props.onChange(ids.map(Number))}
      searchable
      clearable
    />
  );
}

/** The due-date part: a period, or days from and to. */
function DueFields({ filter, set }: { filter: TaskFilter; set: (part: TaskFilter) => void }) {
  const { t } = useTranslation();
  const due = filter.due_date ?? {};
  const custom = !due.date_tpl;
  return (
    <>
      <Select
        label={t('taskFilters.dueDate')}
        data={[
          { value: '', label: t('taskFilters.any') },
          ...DUE_DATE_TEMPLATES.map((tpl) => ({ value: tpl, label: t(`taskFilters.due.${tpl}`) })),
          { value: 'custom', label: t('taskFilters.due.custom') },
        ]}
        value={due.date_tpl ?? (due.date_from || due.date_to ? 'custom' : '')}
        onChange={(value) =>
          set({
            due_date:
              value && value !== 'custom'
                ? { date_tpl: value }
                : value === 'custom'
                  ? { date_from: null, date_to: null }
                  : undefined,
          })
        }
        allowDeselect={false}
      />
      {custom && due.date_from !== undefined && (
        <>
          <TextInput
            type="date"
            label={t('taskFilters.dueFrom')}
            value={due.date_from ?? ''}
            onChange={(e) =>
              set({ due_date: { ...due, date_from: e.currentTarget.value || null } })
            }
          />
          <TextInput
            type="date"
            label={t('taskFilters.dueTo')}
            value={due.date_to ?? ''}
            min={due.date_from ?? undefined}
            onChange={(e) => set({ due_date: { ...due, date_to: e.currentTarget.value || null } })}
          />
        </>
      )}
    </>
  );
}

/** The filter's parts as a form; every change applies at once. */
export function FilterSidebar({
  filter,
  values,
  onChange,
}: {
  filter: TaskFilter;
  values: TaskFilterValues | undefined;
  onChange: (filter: TaskFilter) => void;
}) {
  const { t } = useTranslation();
  const set = (part: TaskFilter) => onChange({ ...filter, ...part });
  const projects = (values?.projects ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const projectName = new Map(values?.projects.map((p) => [p.id, p.name]));
  const lists = (values?.tasklists ?? [])
    .filter((l) => !filter.projects_ids?.length || filter.projects_ids.includes(l.project_id))
    .map((l) => ({
      value: String(l.id),
      label: `${projectName.get(l.project_id) ?? ''} · ${l.name}`,
    }));
  const people = (values?.users ?? []).map((u) => ({ value: String(u.id), label: u.fullname }));
  const labels = [...new Set([...(values?.labels ?? []).map((l) => l.name)])];
  const ids = (key: IdKey, label: string, data: typeof projects) => (
    <IdChoice label={label} data={data} value={filter[key]} onChange={(v) => set({ [key]: v })} />
  );
  return (
    <Stack gap="sm" role="group" aria-label={t('taskFilters.filters')}>
      <Select
        label={t('taskFilters.state')}
        data={[0, 1, 5].map((state) => ({
          value: String(state),
          label: t(`taskFilters.states.${state}`),
        }))}
        value={String(filter.task_state ?? 0)}
        onChange={(v) => set({ task_state: Number(v ?? 0) as 0 | 1 | 5 })}
        allowDeselect={false}
      />
      {ids('projects_ids', t('taskFilters.projects'), projects)}
      {ids('tasklists_ids', t('taskFilters.tasklists'), lists)}
      {ids('assigned_users_ids', t('taskFilters.assigned'), people)}
      {ids('created_users_ids', t('taskFilters.createdBy'), people)}
      <DueFields filter={filter} set={set} />
      <MultiSelect
        label={t('taskFilters.priority')}
        placeholder={filter.priority_enum?.length ? undefined : t('taskFilters.any')}
        data={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`taskFilters.priorities.${p}`) }))}
        value={filter.priority_enum ?? []}
        onChange={(v) => set({ priority_enum: v })}
        clearable
      />
      {(['labels_names', 'labels_names_all', 'labels_names_exclude'] as const).map((part) => (
        <NameChoice key={part} part={part} names={labels} filter={filter} set={set} />
      ))}
      <FilterMoreFields filter={filter} values={values} set={set} />
      <Checkbox
        label={t('taskFilters.unassigned')}
        checked={filter.unassigned ?? false}
        onChange={(e) => set({ unassigned: e.currentTarget.checked })}
      />
      <Checkbox
        label={t('taskFilters.assignedByMe')}
        checked={filter.assigned_by_me ?? false}
        onChange={(e) => set({ assigned_by_me: e.currentTarget.checked })}
      />
      {activeParts(filter) > 0 && (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('taskFilters.clear')}
        </Button>
      )}
    </Stack>
  );
}
