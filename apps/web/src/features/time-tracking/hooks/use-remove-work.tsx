import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WorkReport } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { actionState } from '../api/time-tracking.api.ts';
import { useRemoveWork, useUndeleteWork } from '../api/work-reports.api.ts';
import { workErrorMessage } from '../utils/work-errors.ts';

/** Says a report was deleted, and takes it back. It lives in the toast, beyond its row. */
function RemovedNotice({ report, onDone }: { report: WorkReport; onDone: () => void }) {
  const { t } = useTranslation();
  const undelete = useUndeleteWork();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">{t('timeTracking.report.deleted', { task: report.task.name })}</Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        data-state={actionState(undelete.status)}
        onClick={() => {
          onDone();
          undelete
            .mutateAsync(report)
            .catch((error: unknown) =>
              notifications.show({ color: 'red', message: workErrorMessage(error, t) }),
            );
        }}
      >
        {t('timeTracking.report.undo')}
      </Anchor>
    </Group>
  );
}

/**
 * Deletes a report: it leaves the lists at once, and a toast offers Undo once the server has
 * deleted it. Promises rather than per-call callbacks: the row is gone by the time it answers.
 */
export function useRemoveWorkWithUndo() {
  const { t } = useTranslation();
  const remove = useRemoveWork();
  return {
    state: actionState(remove.status),
    remove: (report: WorkReport) =>
      void remove.mutateAsync(report).then(
        () => {
          const id = `work-removed-${report.id}`;
          notifications.show({
            id,
            message: <RemovedNotice report={report} onDone={() => notifications.hide(id)} />,
          });
        },
        (error: unknown) =>
          notifications.show({ color: 'red', message: workErrorMessage(error, t) }),
      ),
  };
}
