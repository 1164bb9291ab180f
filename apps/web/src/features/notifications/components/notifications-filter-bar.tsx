import { Group, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DaysAndOrderFields, FilterChoice } from '../../../components/feed-filter-fields.tsx';
import type {
  NotificationFilterData,
  NotificationFilterInput,
  NotificationType,
} from '@tandem/contract';

/** The Notification filter as the page holds it: ids as strings, days as YYYY-MM-DD or ''. */
export interface FilterValue {
  projects: string[];
  people: string[];
  types: NotificationType[];
  onlyUnread: boolean;
  order: 'desc' | 'asc';
  from: string;
  to: string;
}

export const EMPTY_FILTER: FilterValue = {
  projects: [],
  people: [],
  types: [],
  onlyUnread: false,
  order: 'desc',
  from: '',
  to: '',
};

/** The filter as the server takes it. */
export function toFilter(value: FilterValue): NotificationFilterInput {
  return {
    projects_ids: value.projects.map(Number),
    users_ids: value.people.map(Number),
    notifications_types: value.types,
    is_only_unread: value.onlyUnread,
    order: value.order,
    date_range:
      value.from || value.to ? { date_from: value.from || null, date_to: value.to || null } : null,
  };
}

/** The Notification filter: projects, people, kinds, unread only, order and days; applied at once. */
export function NotificationsFilterBar(props: {
  data: NotificationFilterData;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const set = <K extends keyof FilterValue>(key: K, next: FilterValue[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      role="search"
      aria-label={t('notifications.filter')}
    >
      <FilterChoice
        label={t('events.projects')}
        data={props.data.projects.map((p) => ({ value: String(p.id), label: p.name }))}
        value={value.projects}
        onChange={(next) => set('projects', next)}
      />
      <FilterChoice
        label={t('events.people')}
        data={props.data.users.map((u) => ({ value: String(u.id), label: u.fullname }))}
        value={value.people}
        onChange={(next) => set('people', next)}
      />
      <FilterChoice
        label={t('events.kinds')}
        data={props.data.notifications_types.map((type) => ({
          value: type,
          label: t(`notifications.kind.${type}`),
        }))}
        value={value.types}
        onChange={(next) => set('types', next as NotificationType[])}
        searchable={false}
      />
      <DaysAndOrderFields value={value} onChange={(change) => onChange({ ...value, ...change })} />
      <Switch
        label={t('notifications.onlyUnread')}
        checked={value.onlyUnread}
        onChange={(e) => set('onlyUnread', e.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
