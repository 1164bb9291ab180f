import { MultiSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A choice of several of a feed filter's options; none chosen reads as "All". */
export function FilterChoice(props: {
  label: string;
  data: Array<{ value: string; label: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={props.label}
      placeholder={props.value.length === 0 ? t('events.all') : undefined}
      data={props.data}
      value={props.value}
      onChange={props.onChange}
      searchable={props.searchable ?? true}
      clearable
      w={{ base: '100%', sm: 220 }}
    />
  );
}

/** A feed filter's days (YYYY-MM-DD or '', both ends included) and its order. */
export interface DaysAndOrder {
  from: string;
  to: string;
  order: 'desc' | 'asc';
}

/** Two days, both ends included, each bounding the other; `error` shows under the second. */
export function DayRangeFields(props: {
  from: string;
  to: string;
  onChange: (change: { from?: string; to?: string }) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={t('events.from')}
        value={props.from}
        max={props.to || undefined}
        onChange={(event) => props.onChange({ from: event.currentTarget.value })}
        w={{ base: '47%', sm: 150 }}
      />
      <TextInput
        type="date"
        label={t('events.to')}
        value={props.to}
        min={props.from || undefined}
        error={props.error}
        onChange={(event) => props.onChange({ to: event.currentTarget.value })}
        w={{ base: '47%', sm: 150 }}
      />
    </>
  );
}

/** The range of days of a feed filter, and whether the newest or the oldest come first. */
export function DaysAndOrderFields(props: {
  value: DaysAndOrder;
  onChange: (change: Partial<DaysAndOrder>) => void;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  return (
    <>
      <DayRangeFields from={value.from} to={value.to} onChange={onChange} />
      <SegmentedControl
        aria-label={t('events.order')}
        value={value.order}
        onChange={(next) => onChange({ order: next })}
        data={[
          { value: 'desc', label: t('events.newest') },
          { value: 'asc', label: t('events.oldest') },
        ]}
      />
    </>
  );
}
