import { Group, MultiSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityFilterData } from '@tandem/contract';
import { EVENT_GROUPS } from '../../../lib/activity.ts';
import type { EventGroup } from '../../../lib/activity.ts';

/** The Activity filter as the page holds it: ids as strings, types by their groups. */
export interface FilterValue {
  projects: string[];
  people: string[];
  groups: EventGroup[];
  order: 'desc' | 'asc';
  from: string;
  to: string;
}

export const EMPTY_FILTER: FilterValue = {
  projects: [],
  people: [],
  groups: [],
  order: 'desc',
  from: '',
  to: '',
};

/**
 * The Activity filter: projects, people (unless the page is one person's), kinds of events, the
 * order and a range of days. Every change applies at once.
 */
export function ActivityFilterBar(props: {
  data: ActivityFilterData;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  withPeople: boolean;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const set = <K extends keyof FilterValue>(key: K, next: FilterValue[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('events.filter')}>
      <MultiSelect
        label={t('events.projects')}
        placeholder={value.projects.length === 0 ? t('events.all') : undefined}
        data={props.data.projects.map((p) => ({ value: String(p.id), label: p.name }))}
        value={value.projects}
        onChange={(next) => set('projects', next)}
        searchable
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      {props.withPeople && (
        <MultiSelect
          label={t('events.people')}
          placeholder={value.people.length === 0 ? t('events.all') : undefined}
          data={props.data.users.map((u) => ({ value: String(u.id), label: u.fullname }))}
          value={value.people}
          onChange={(next) => set('people', next)}
          searchable
          clearable
          w={{ base: '100%', sm: 220 }}
        />
      )}
      <MultiSelect
        label={t('events.kinds')}
        placeholder={value.groups.length === 0 ? t('events.all') : undefined}
        data={(Object.keys(EVENT_GROUPS) as EventGroup[]).map((group) => ({
          value: group,
          label: t(`events.group.${group}`),
        }))}
        value={value.groups}
        onChange={(next) => set('groups', next)}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        type="date"
        label={t('events.from')}
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => set('from', event.currentTarget.value)}
        w={{ base: '47%', sm: 150 }}
      />
      <TextInput
        type="date"
        label={t('events.to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => set('to', event.currentTarget.value)}
        w={{ base: '47%', sm: 150 }}
      />
      <SegmentedControl
        aria-label={t('events.order')}
        value={value.order}
        onChange={(next) => set('order', next)}
        data={[
          { value: 'desc', label: t('events.newest') },
          { value: 'asc', label: t('events.oldest') },
        ]}
      />
    </Group>
  );
}
