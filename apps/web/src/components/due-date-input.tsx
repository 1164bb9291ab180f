import { dateTimeFormat } from '../lib/format.ts';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/calendar-day.ts';

/** A due date as the inputs hold it: a day, and a time when it has one. */
export interface DueParts {
  day: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Splits a wire due date (yyyy-MM-dd, or a date-time) into the viewer's local day and time. */
export function dueParts(value: string | null): DueParts {
  if (!value) return { day: '', time: '' };
  if (value.length === 10) return { day: value, time: '' };
  const d = new Date(value);
  return {
    day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** The wire value of a day and optional local time; null when there is no day. */
export function dueValue(parts: DueParts): string | null {
  if (!parts.day) return null;
  if (!parts.time) return parts.day;
  return new Date(`${parts.day}T${parts.time}`).toISOString();
}

/** Shows a wire due date in the reader's language: the day alone, or with its time. */
export function formatDue(value: string, locale: string): string {
  if (value.length === 10) return formatDay(value, locale);
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/** A day and an optional time; a change is reported when a field is left or a day is picked. */
export function DueDateInput(props: {
  label: string;
  value: string | null;
  disabled: boolean;
  error?: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const parts = dueParts(props.value);
  const change = (next: DueParts) => {
    const value = dueValue(next);
    if (value !== props.value) props.onChange(value);
  };
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <TextInput
        type="date"
        label={props.label}
        value={parts.day}
        disabled={props.disabled}
        error={props.error}
        onChange={(event) =>
          change({
            day: event.currentTarget.value,
            time: event.currentTarget.value ? parts.time : '',
          })
        }
        style={{ flex: 1 }}
      />
      <TextInput
        type="time"
        label={t('taskDetail.time')}
        value={parts.time}
        disabled={props.disabled || !parts.day}
        onChange={(event) => change({ day: parts.day, time: event.currentTarget.value })}
        w={110}
      />
    </Group>
  );
}
