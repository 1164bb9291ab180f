import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityFilterData } from '@tandem/contract';
import { DaysAndOrderFields, FilterChoice } from '../../../components/feed-filter-fields.tsx';
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
      <FilterChoice
        label={t('events.projects')}
        data={props.data.projects.map((p) => ({ value: String(p.id), label: p.name }))}
        value={value.projects}
        onChange={(next) => set('projects', next)}
      />
      {props.withPeople && (
        <FilterChoice
          label={t('events.people')}
          data={props.data.users.map((u) => ({ value: String(u.id), label: u.fullname }))}
          value={value.people}
          onChange={(next) => set('people', next)}
        />
      )}
      <FilterChoice
        label={t('events.kinds')}
        data={(Object.keys(EVENT_GROUPS) as EventGroup[]).map((group) => ({
          value: group,
          label: t(`events.group.${group}`),
        }))}
        value={value.groups}
        onChange={(next) => set('groups', next as EventGroup[])}
        searchable={false}
      />
      <DaysAndOrderFields value={value} onChange={(change) => onChange({ ...value, ...change })} />
    </Group>
  );
}
