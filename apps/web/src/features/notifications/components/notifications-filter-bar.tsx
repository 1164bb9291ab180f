import { Group, MultiSelect, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const width = { base: '100%', sm: 200 };
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      role="search"
      aria-label={t('notifications.filter')}
    >
      <MultiSelect
        label={t('events.projects')}
        placeholder={value.projects.length === 0 ? t('events.all') : undefined}
        data={props.data.projects.map((p) => ({ value: String(p.id), label: p.name }))}
        value={value.projects}
        onChange={(next) => set('projects', next)}
        searchable
        clearable
        w={width}
      />
      <MultiSelect
        label={t('events.people')}
        placeholder={value.people.length === 0 ? t('events.all') : undefined}
        data={props.data.users.map((u) => ({ value: String(u.id), label: u.fullname }))}
        value={value.people}
        onChange={(next) => set('people', next)}
        searchable
        clearable
        w={width}
      />
      <MultiSelect
        label={t('events.kinds')}
        placeholder={value.types.length === 0 ? t('events.all') : undefined}
        data={props.data.notifications_types.map((type) => ({
          value: type,
          label: t(`notifications.kind.${type}`),
        }))}
        value={value.types}
        onChange={(next) => set('types', next)}
        clearable
        w={width}
      />
      <TextInput
        type="date"
        label={t('events.from')}
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => set('from', e.currentTarget.value)}
        w={{ base: '100%', sm: 160 }}
      />
      <TextInput
        type="date"
        label={t('events.to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => set('to', e.currentTarget.value)}
        w={{ base: '100%', sm: 160 }}
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
      <Switch
        label={t('notifications.onlyUnread')}
        checked={value.onlyUnread}
        onChange={(e) => set('onlyUnread', e.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
