import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Project, WorkSums } from '@tandem/contract';
import { formatMoney, formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { monthOf, todayIn } from '../../../lib/calendar-day.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useProjectSpend, useWorkReports } from '../api/time-tracking.api.ts';
import { ProjectBudget } from './project-budget.tsx';
import { WorkReportRow } from './work-report-row.tsx';

/** Minutes and the money of each currency, as one line. */
function SumsLine({ sums }: { sums: WorkSums }) {
  const { t, i18n } = useTranslation();
  const costs = sums.costs.map((c) => formatMoney(c.amount, c.currency, i18n.language));
  return (
    <Text fw={600} data-testid="project-time-sum">
      {t('timeTracking.projectTime.sum', {
        minutes: formatWorkMinutes(sums.minutes),
        costs: costs.length > 0 ? costs.join(', ') : '—',
      })}
    </Text>
  );
}

/**
 * The project's budget against everything reported in it, or in the current period of a
 * recurring budget (the dates above do not narrow it).
 */
function BudgetOfProject({ project }: { project: Project }) {
  const spend = useProjectSpend(project.id, project.budget !== null);
  if (!project.budget) return null;
  const budget = project.budget;
  return (
    <QueryState query={spend}>
      {(data) => (
        <ProjectBudget
          budget={budget}
          sums={{ minutes: data.budget.real_minutes_spent, costs: [data.budget.real_cost] }}
          since={data.period_from}
        />
      )}
    </QueryState>
  );
}

/**
 * The project's work reports in a range of days (this month unless changed), a page at a time,
 * with their sums; those who manage the project also see its budget against the spend. Workers
 * see their own time (the server answers only that).
 */
export function ProjectWorkReports({ project }: { project: Project }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [range, setRange] = useState(() => monthOf(todayIn(user.timezone)));
  const [page, setPage] = useState(0);
  const badRange = range.from !== '' && range.to !== '' && range.to < range.from;
  const conds = {
    projects_ids: [project.id],
    ...(range.from && !badRange ? { date_from: range.from } : {}),
    ...(range.to && !badRange ? { date_to: range.to } : {}),
  };
  const reports = useWorkReports(conds, page);
  const manages = project.abilities.see_spend;
  const change = (part: 'from' | 'to', value: string) => {
    setRange((r) => ({ ...r, [part]: value }));
    setPage(0);
  };
  return (
    <Stack gap="lg">
      {manages && project.budget && <BudgetOfProject project={project} />}
      <Stack gap="sm" component="section" aria-labelledby="project-time-title">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="project-time-title">
            {t('timeTracking.projectTime.title')}
          </Title>
          {manages && (
            <Anchor
              component={Link}
              to={`/fakturace?${new URLSearchParams({ project: String(project.id), ...(badRange ? {} : range) }).toString()}`}
            >
              {t('invoicing.invoiceProject')}
            </Anchor>
          )}
        </Group>
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t('timeTracking.projectTime.from')}
            value={range.from}
            onChange={(e) => change('from', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('timeTracking.projectTime.to')}
            value={range.to}
            onChange={(e) => change('to', e.currentTarget.value)}
            error={badRange ? t('timeTracking.projectTime.badRange') : undefined}
          />
        </Group>
        <QueryState query={reports}>
          {(data) => (
            <Stack gap="sm">
              <SumsLine sums={data.sums} />
              {data.reports.length === 0 ? (
                <Text c="dimmed" data-testid="project-time-empty">
                  {t('timeTracking.projectTime.empty')}
                </Text>
              ) : (
                <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {data.reports.map((report) => (
                    <WorkReportRow key={report.id} report={report} timeZone={user.timezone} />
                  ))}
                </Stack>
              )}
              {(page > 0 || data.has_more) && (
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    disabled={page === 0}
                    onClick={() => setPage((p) => p - 1)}
                  >
                    {t('timeTracking.projectTime.previousPage')}
                  </Button>
                  <Button
                    variant="default"
                    size="xs"
                    disabled={!data.has_more}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    {t('timeTracking.projectTime.nextPage')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
