import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WorkReportGrouping } from '@tandem/contract';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useReportSums } from '../api/reports.api.ts';
import { useReportFilter } from '../hooks/use-report-filter.ts';
import { DEFAULT_FILTER, toConds } from '../utils/report-filter.ts';
import type { ReportFilter } from '../utils/report-filter.ts';
import { formatCosts, rowsOf } from '../utils/sum-rows.ts';
import { PeriodFields } from './period-fields.tsx';
import { ReportSkeleton } from './report-skeleton.tsx';
import { CostBars, SumsChart, TimeDonut } from './lazy-charts.tsx';

const DAY_MS = 86_400_000;

/** Days, weeks or months: the steps a period's time is best drawn in. */
export function stepOf(filter: ReportFilter): WorkReportGrouping {
  if (filter.period === 'this_year' || filter.period === 'last_year') return 'month';
  if (filter.period !== 'custom') return 'day';
  if (!filter.from || !filter.to) return 'month';
  const days = (Date.parse(filter.to) - Date.parse(filter.from)) / DAY_MS;
  return days <= 62 ? 'day' : days <= 190 ? 'week' : 'month';
}

/** A figure with its name above it. */
function Stat({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`stats-${name}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** A chart with its title in a card. */
function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The overview's statistics for a period: the time and cost tracked, how many projects and
 * people it was in, time and cost by project, time by person and over the period.
 */
export function Statistics() {
  const { t, i18n } = useTranslation();
  const { filter, change } = useReportFilter();
  const period = { ...DEFAULT_FILTER, period: filter.period, from: filter.from, to: filter.to };
  const conds = toConds(period);
  const step = stepOf(period);
  const byProject = useReportSums('projects', conds);
  const byPerson = useReportSums('users', conds);
  const overTime = useReportSums(step, conds);
  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <PeriodFields filter={period} onChange={change} />
      </Group>
      <QueryState query={byProject} loading={<ReportSkeleton />}>
        {(projects) => {
          const total = projects.total_sum;
          if (total.minutes === 0 && total.costs.length === 0)
            return <EmptyState title={t('reports.empty.title')} text={t('reports.empty.text')} />;
          const projectRows = rowsOf(projects, i18n.language);
          const people = byPerson.data ? rowsOf(byPerson.data, i18n.language) : null;
          const steps =
            overTime.data?.grouping === step ? rowsOf(overTime.data, i18n.language) : null;
          return (
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                {(
                  [
                    ['time', formatWorkMinutes(total.minutes)],
                    ['cost', formatCosts(total.costs, i18n.language)],
                    ['projects', String(projectRows.length)],
                    ['people', people ? String(people.length) : '…'],
                  ] as const
                ).map(([name, value]) => (
                  <Stat key={name} label={t(`reports.stats.${name}`)} value={value} name={name} />
                ))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <ChartCard title={t('reports.stats.byProject')}>
                  <TimeDonut rows={projectRows} />
                </ChartCard>
                <ChartCard title={t('reports.stats.byPerson')}>
                  {people && <SumsChart rows={people} grouping="users" />}
                </ChartCard>
                <ChartCard title={t('reports.stats.overTime')}>
                  {steps && <SumsChart rows={steps} grouping={step} />}
                </ChartCard>
                {total.costs.map((cost) => (
                  <ChartCard
                    key={cost.currency}
                    title={t('reports.stats.costByProject', { currency: cost.currency })}
                  >
                    <CostBars rows={projectRows} currency={cost.currency} />
                  </ChartCard>
                ))}
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
