import { useId } from 'react';
import { Chip, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings, ScheduleChange } from '@tandem/contract';
import { WEEK_DAYS } from '@tandem/contract/browser';
import { dateTimeFormat } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { TimeField } from './time-field.tsx';

/** A day's name in the locale: 1 January 2024 was a Monday. */
const dayName = (locale: string, index: number) =>
  dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );

/** The hours and the week days in which the schedule lets e-mails go out. */
export function ScheduleWindow({
  settings,
  onChange,
  disabled,
}: {
  settings: NotificationSettings;
  onChange: (change: ScheduleChange) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { timezone } = useCurrentUser();
  const daysId = useId();
  const from = settings.notif_send_time_from;
  const to = settings.notif_send_time_to;
  const days = settings.notif_send_days_in_week.split(',').filter(Boolean);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TimeField
          label={t('notificationSettings.schedule.from')}
          saved={from}
          disabled={disabled}
          onSave={(time) => onChange({ notif_send_time_from: time })}
        />
        <TimeField
          label={t('notificationSettings.schedule.to')}
          saved={to}
          disabled={disabled}
          onSave={(time) => onChange({ notif_send_time_to: time })}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('notificationSettings.schedule.timeZone', { zone: timezone })}
        {to < from ? ` ${t('notificationSettings.schedule.overnight')}` : ''}
      </Text>
      <div role="group" aria-labelledby={daysId}>
        <Text id={daysId} size="sm" fw={500} mb={6}>
          {t('notificationSettings.schedule.days')}
        </Text>
        <Chip.Group
          multiple
          value={days}
          onChange={(next) =>
            onChange({
              notif_send_days_in_week: WEEK_DAYS.filter((day) => next.includes(day)).join(','),
            })
          }
        >
          <Group gap="xs">
            {WEEK_DAYS.map((day, index) => (
              <Chip key={day} value={day} size="sm" disabled={disabled}>
                {dayName(i18n.language, index)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {days.length === 0 && (
          <Text size="sm" mt={6}>
            {t('notificationSettings.schedule.noDays')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
