import { useState } from 'react';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { WorkReport } from '@tandem/contract';
import { formatMoney, formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaskLabelChips } from '../../../components/task-label-chips.tsx';
import { formatDay } from '../../../lib/calendar-day.ts';
import { actionState } from '../api/time-tracking.api.ts';
import type { WorkChange } from '../api/work-reports.api.ts';
import { useEditWork } from '../api/work-reports.api.ts';
import { reportDay } from '../utils/work-input.ts';
import { WorkReportActions } from './work-report-actions.tsx';
import { WorkReportEditForm } from './work-report-edit-form.tsx';

/**
 * One report: its task (a link) or, in a task's own list, who worked and when; its note, h:mm
 * and cost; and its actions. An edit shows at once; when the server refuses it, the form opens
 * again with the reason.
 */
export function WorkReportRow({
  report,
  showTask = true,
  timeZone,
}: {
  report: WorkReport;
  showTask?: boolean;
  timeZone?: string;
}) {
  const { i18n } = useTranslation();
  const edit = useEditWork();
  const [editing, setEditing] = useState(false);
  const save = (change: WorkChange) => {
    setEditing(false);
    edit.mutateAsync({ report, change }).catch(() => setEditing(true));
  };
  const place = showTask
    ? report.task.project.name
    : `${report.worker.fullname} · ${formatDay(reportDay(report, timeZone), i18n.language)}`;
  return (
    <Box component="li" py={6} data-testid="work-report" data-state={actionState(edit.status)}>
      {editing ? (
        <WorkReportEditForm
          report={report}
          error={edit.error}
          onSave={save}
          onCancel={() => {
            setEditing(false);
            edit.reset();
          }}
        />
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            {showTask && (
              <Anchor
                component={Link}
                to={`/task/${report.task.id}`}
                size="sm"
                fw={500}
                truncate
                style={{ display: 'block' }}
              >
                {report.task.name}
              </Anchor>
            )}
            <Text size="xs" c="dimmed" truncate>
              {place}
            </Text>
            {report.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {report.note}
              </Text>
            )}
            <TaskLabelChips labels={report.labels} />
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="sm" fw={600} ff="monospace" data-testid="work-minutes">
              {formatWorkMinutes(report.minutes)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatMoney(report.cost.amount, report.cost.currency, i18n.language)}
            </Text>
          </Stack>
          <WorkReportActions report={report} onEdit={() => setEditing(true)} />
        </Group>
      )}
    </Box>
  );
}
