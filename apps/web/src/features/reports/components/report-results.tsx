import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { WorkReportFilter, WorkReportGrouping, WorkReportSums } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../lib/calendar-day.ts';
import { csvHref, useReportSums } from '../api/reports.api.ts';
import { rowsOf } from '../utils/sum-rows.ts';
import { ReportSkeleton } from './report-skeleton.tsx';
import { SumsChart } from './lazy-charts.tsx';
import { SumsTable } from './sums-table.tsx';

/** The days an answer covers, in the reader's language. */
function RangeText({ range }: { range: WorkReportSums['range'] }) {
  const { t, i18n } = useTranslation();
  const day = (d: string | null) => (d ? formatDay(d, i18n.language) : '…');
  const text =
    range.date_from || range.date_to
      ? t('reports.range', { from: day(range.date_from), to: day(range.date_to) })
      : t('reports.rangeOpen');
  return (
    <Text size="sm" c="dimmed" data-testid="report-range">
      {text}
    </Text>
  );
}

/**
 * The filtered reports summed in a grouping: the days covered, the CSV download, a chart and the
 * table; a skeleton while the first answer comes, the error with a retry, or what to do when
 * nothing matches.
 */
export function ReportResults(props: { grouping: WorkReportGrouping; conds: WorkReportFilter }) {
  const { t, i18n } = useTranslation();
  const sums = useReportSums(props.grouping, props.conds);
  return (
    <QueryState query={sums} loading={<ReportSkeleton />}>
      {(data) => {
        // The answer of the previous grouping stays on screen until this one's comes.
        const rows = data.grouping === props.grouping ? rowsOf(data, i18n.language) : [];
        return (
          <Stack gap="md" aria-busy={sums.isPlaceholderData}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <RangeText range={data.range} />
                {sums.isPlaceholderData && <Loader size="xs" aria-label={t('reports.updating')} />}
              </Group>
              <Anchor
                href={csvHref(props.conds, i18n.language)}
                download
                size="sm"
                data-testid="report-csv"
              >
                <Group gap={4} component="span">
                  <IconDownload size={16} aria-hidden />
                  {t('reports.csv')}
                </Group>
              </Anchor>
            </Group>
            {data.total_sum.minutes === 0 && rows.length === 0 ? (
              <EmptyState title={t('reports.empty.title')} text={t('reports.empty.text')} />
            ) : (
              <>
                <Paper withBorder radius="md" p="md">
                  <SumsChart rows={rows} grouping={props.grouping} />
                </Paper>
                <SumsTable
                  rows={rows}
                  grouping={props.grouping}
                  total={data.total_sum}
                  conds={props.conds}
                />
              </>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
