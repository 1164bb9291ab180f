import { Group, Stack, Text, Title } from '@mantine/core';
import type { WorkReport } from '@tandem/contract';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/calendar-day.ts';
import { groupByDay } from '../utils/work-input.ts';
import { WorkReportRow } from './work-report-row.tsx';

/** The viewer's last reports, by day (the day in their time zone), each day with its sum. */
export function LastReports({
  reports,
  timeZone,
}: {
  reports: readonly WorkReport[];
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation();
  const days = groupByDay(reports, timeZone);
  return (
    <Stack gap="md" component="section" aria-labelledby="last-reports-title">
      <Title order={2} size="h4" id="last-reports-title">
        {t('timeTracking.lastReports')}
      </Title>
      {days.length === 0 && <Text c="dimmed">{t('timeTracking.noReports')}</Text>}
      {days.map(({ day, reports: ofDay, minutes }) => (
        <Stack key={day} gap={4} component="section" aria-label={formatDay(day, i18n.language)}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h6">
              {formatDay(day, i18n.language)}
            </Title>
            <Text size="sm" c="dimmed" ff="monospace">
              {t('timeTracking.dayTotal', { minutes: formatWorkMinutes(minutes) })}
            </Text>
          </Group>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {ofDay.map((report) => (
              <WorkReportRow key={report.id} report={report} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
