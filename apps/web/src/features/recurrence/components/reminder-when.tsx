import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Reminder } from '@tandem/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

/** When a reminder reminds and what kind it is, in the reader's language and time zone. */
export function describeReminder(
  reminder: Reminder,
  t: TFunction,
  locale: string,
  timeZone: string | undefined,
): { when: string; kind: string } {
  return {
    when: reminder.fires_at
      ? formatDateTime(reminder.fires_at, locale, timeZone)
      : t('reminders.noDueDate'),
    kind: reminder.due_date_offset
      ? t(`reminders.offsets.${reminder.due_date_offset}`)
      : t('reminders.atTime'),
  };
}

/** A reminder's moment and kind, one above the other. */
export function ReminderWhen({ reminder }: { reminder: Reminder }) {
  const { t, i18n } = useTranslation();
  const { when, kind } = describeReminder(reminder, t, i18n.language, useSession().data?.timezone);
  return (
    <Stack gap={0}>
      <Text size="sm">{when}</Text>
      <Text size="xs" c="dimmed">
        {kind}
      </Text>
    </Stack>
  );
}

/** The accessible name of a button removing a reminder. */
export function useRemoveReminderLabel(): (reminder: Reminder) => string {
  const { t, i18n } = useTranslation();
  const timeZone = useSession().data?.timezone;
  return (reminder) =>
    t('reminders.removeOne', { when: describeReminder(reminder, t, i18n.language, timeZone).when });
}
