import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconSettings } from '@tabler/icons-react';
import type { SavedWorkFilter } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { useCreateSavedFilter, useSavedFilters } from '../api/saved-filters.api.ts';
import { fromConds, sameFilter, toConds } from '../utils/report-filter.ts';
import type { ReportFilter } from '../utils/report-filter.ts';
import { SavedFilterList } from './saved-filter-list.tsx';

/** The current filter saved under a name, from a small form that Escape or Cancel closes. */
function SaveFilterForm({ filter, onDone }: { filter: ReportFilter; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateSavedFilter();
  const [name, setName] = useState('');
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed, filter: { ...toConds(filter), grouping: filter.grouping } },
      {
        onSuccess: () => {
          notifications.show({ message: t('reports.saved.saved', { name: trimmed }) });
          onDone();
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );
  };
  return (
    <Group
      component="form"
      onSubmit={save}
      aria-label={t('reports.saved.saveForm')}
      gap="xs"
      align="flex-end"
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
    >
      <TextInput
        label={t('reports.saved.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={255}
        autoFocus
        required
        w={{ base: '100%', xs: 240 }}
      />
      <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
        {t('common.save')}
      </Button>
      <Button variant="default" onClick={onDone}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}

/** The saved filter the current filter is, if any. */
const currentOf = (filters: SavedWorkFilter[], filter: ReportFilter) =>
  filters.find((saved) => sameFilter(fromConds(saved.filter), filter));

/**
 * The person's saved filters: choosing one applies it; the current filter can be saved under a
 * name; the list can be renamed, reordered and pruned.
 */
export function SavedFilters(props: {
  filter: ReportFilter;
  onApply: (filter: ReportFilter) => void;
}) {
  const { t } = useTranslation();
  const saved = useSavedFilters();
  const [open, setOpen] = useState<'save' | 'manage' | null>(null);
  const filters = saved.data ?? [];
  const current = currentOf(filters, props.filter);
  const apply = (uuid: string | null) => {
    const chosen = filters.find((f) => f.uuid === uuid);
    if (chosen) props.onApply(fromConds(chosen.filter));
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('reports.saved.label')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('reports.saved.pick')}
          placeholder={t('reports.saved.none')}
          data={filters.map((f) => ({ value: f.uuid, label: f.name }))}
          value={current?.uuid ?? null}
          onChange={apply}
          disabled={filters.length === 0}
          w={{ base: '100%', xs: 240 }}
        />
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={() => setOpen((now) => (now === 'save' ? null : 'save'))}
          aria-expanded={open === 'save'}
        >
          {t('reports.saved.save')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconSettings size={16} />}
          onClick={() => setOpen((now) => (now === 'manage' ? null : 'manage'))}
          aria-expanded={open === 'manage'}
        >
          {t('reports.saved.manage')}
        </Button>
      </Group>
      {open === 'save' && <SaveFilterForm filter={props.filter} onDone={() => setOpen(null)} />}
      {open === 'manage' && <SavedFilterList filters={filters} />}
    </Stack>
  );
}
