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
 * The Activity filter: projects (unless the page is one project's), people (unless the page is
 * one person's; `people` narrows them), kinds of events, the order and a range of days. Every
 * change applies at once.
 */
export function ActivityFilterBar(props: {
  data: ActivityFilterData;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  withProjects: boolean;
  withPeople: boolean;
  /** The ids of the people to offer, when not all those of the viewer's projects. */
  people?: readonly number[];
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const set = <K extends keyof FilterValue>(key: K, next: FilterValue[K]) =>
    onChange({ ...value, [key]: next });
  const offered = props.people;
  const people = offered
    ? props.data.users.filter((u) => offered.includes(u.id))
    : props.data.users;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('events.filter')}>
      {props.withProjects && (
        <FilterChoice
          label={t('events.projects')}
          data={props.data.projects.map((p) => ({ value: String(p.id), label: p.name }))}
          value={value.projects}
          onChange={(next) => set('projects', next)}
        />
      )}
      {props.withPeople && (
        <FilterChoice
          label={t('events.people')}
          data={people.map((u) => ({ value: String(u.id), label: u.fullname }))}
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
