import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { BillableWork, Project } from '@tandem/contract';
import { formatMoney, formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { monthOf, todayIn } from '../../../lib/calendar-day.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useBillableWork } from '../api/invoicing.api.ts';
import { choiceBody, choiceParams, readChoice } from '../utils/work-choice.ts';
import type { WorkChoice } from '../utils/work-choice.ts';
import { chosenReports, sumOf, toggleReport } from '../utils/selection.ts';
import { BillableReportsTable } from './billable-reports-table.tsx';
import { WorkChoiceFields } from './work-choice-fields.tsx';

/** The billable work of the choice, to tick, and the way on to the second step. */
function ChosenWork({
  work,
  choice,
  timeZone,
  onChange,
}: {
  work: BillableWork;
  choice: WorkChoice;
  timeZone: string;
  onChange: (change: Partial<WorkChoice>) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  if (work.reports.length === 0) {
    return (
      <Alert color="gray" data-testid="no-billable-work">
        {t('invoicing.work.empty', { project: work.project.name })}
      </Alert>
    );
  }
  const chosen = chosenReports(work.reports, choice.reportIds);
  const sum = sumOf(chosen);
  return (
    <Stack gap="sm">
      <BillableReportsTable
        reports={work.reports}
        ids={choice.reportIds}
        currency={work.project.currency}
        timeZone={timeZone}
        onToggle={(id) => onChange({ reportIds: toggleReport(work.reports, choice.reportIds, id) })}
        onToggleAll={(all) => onChange({ reportIds: all ? null : [] })}
      />
      <Group justify="flex-end" gap="md">
        <Text fw={600} data-testid="billable-summary">
          {t('invoicing.work.summary', {
            minutes: formatWorkMinutes(sum.minutes),
            cost: formatMoney(sum.amount, work.project.currency, i18n.language),
          })}
        </Text>
        <Button
          disabled={chosen.length === 0}
          onClick={() => void navigate(`/invoicing/second-step?${choiceParams(choice).toString()}`)}
        >
          {t('invoicing.work.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The first step of invoicing (`/fakturace`): the project, the period and the grouping, and the
 * billable work not invoiced yet to choose from. The choice lives in the address.
 */
export function InvoiceStartPage({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const today = todayIn(user.timezone);
  const [params, setParams] = useSearchParams();
  const read = readChoice(params, monthOf(today));
  const choice =
    read.projectId === null && projects.length === 1
      ? { ...read, projectId: projects[0]!.id }
      : read;
  const body = choiceBody({ ...choice, reportIds: null });
  const work = useBillableWork(body);
  const change = (part: Partial<WorkChoice>) => {
    // A new project or period starts from all of its work again.
    const reset = 'reportIds' in part ? {} : { reportIds: null };
    setParams(choiceParams({ ...choice, ...reset, ...part }), { replace: true });
  };
  const listLink = (
    <Button component={Link} to="/invoicing/list" variant="default">
      {t('invoicing.list.title')}
    </Button>
  );
  return (
    <Page title={t('invoicing.start.title')} actions={listLink}>
      {projects.length === 0 ? (
        <Alert color="gray" data-testid="nothing-to-invoice">
          {t('invoicing.start.noProjects')}
        </Alert>
      ) : (
        <>
          <WorkChoiceFields choice={choice} projects={projects} today={today} onChange={change} />
          <Stack gap="sm" component="section" aria-labelledby="billable-work-title">
            <Title order={2} size="h4" id="billable-work-title">
              {t('invoicing.work.title')}
            </Title>
            {choice.projectId === null ? (
              <Text c="dimmed">{t('invoicing.work.chooseProject')}</Text>
            ) : body === null ? null : (
              <QueryState query={work}>
                {(data) => (
                  <ChosenWork
                    work={data}
                    choice={choice}
                    timeZone={user.timezone}
                    onChange={change}
                  />
                )}
              </QueryState>
            )}
          </Stack>
        </>
      )}
    </Page>
  );
}
