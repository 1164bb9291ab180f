import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutOfOffice } from '@tandem/contract';
import { useCurrentUser } from '../../../lib/session.ts';
import { formatDay, todayIn } from '../../../lib/calendar-day.ts';
import { outOfOfficeStatus } from '../utils/out-of-office.ts';

/** "Out of office until …" while a period is on, "Away from … to …" before; nothing after. */
export function OutOfOfficeBadge({ period }: { period: OutOfOffice | null }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const status = outOfOfficeStatus(period, todayIn(me.timezone));
  if (!period || !status) return null;
  const from = formatDay(period.date_from, i18n.language);
  const to = formatDay(period.date_to, i18n.language);
  return (
    <Badge color={status === 'current' ? 'orange' : 'gray'} variant="light" tt="none">
      {status === 'current'
        ? t('people.outOfOffice.until', { date: to })
        : t('people.outOfOffice.upcoming', { from, to })}
    </Badge>
  );
}
