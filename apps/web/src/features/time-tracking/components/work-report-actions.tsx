import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { WorkReport } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { useRemoveWorkWithUndo } from '../hooks/use-remove-work.tsx';
import { useTimerActions } from '../hooks/use-timer-actions.ts';

/** A report's actions: edit it in place, start a timer again on it, delete it (with Undo). */
export function WorkReportActions({ report, onEdit }: { report: WorkReport; onEdit: () => void }) {
  const { t } = useTranslation();
  const timer = useTimerActions();
  const removal = useRemoveWorkWithUndo();
  // Shown before the server saved it: it has no id to act on yet.
  const local = report.id < 0;
  const task = report.task.name;
  return (
    <Group gap={2} wrap="nowrap">
      {report.canEdit && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('timeTracking.report.edit', { task })}
          disabled={local}
          onClick={onEdit}
        >
          <IconPencil size={16} />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('timeTracking.report.restart', { task })}
        disabled={local}
        data-state={timer.startState}
        onClick={() => timer.start({ from: 'work', report })}
      >
        <IconPlayerPlay size={16} />
      </ActionIcon>
      {report.canEdit && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('timeTracking.report.delete', { task })}
          disabled={local}
          data-state={removal.state}
          onClick={() => removal.remove(report)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
