import type { WorkReport } from '@tandem/contract';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import type { WorkChange } from '../api/work-reports.api.ts';
import { MinutesNoteForm } from './minutes-note-form.tsx';

/**
 * A report's minutes and note, edited in place; only what changed is sent. `error` is the
 * server's refusal of the last try.
 */
export function WorkReportEditForm({
  report,
  error,
  onSave,
  onCancel,
}: {
  report: WorkReport;
  error: unknown;
  onSave: (change: WorkChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MinutesNoteForm
      label={t('timeTracking.report.editForm', { task: report.task.name })}
      submitLabel={t('common.save')}
      minutes={formatWorkMinutes(report.minutes)}
      note={report.note}
      error={error}
      state="idle"
      onCancel={onCancel}
      onSubmit={({ minutes, note }) => {
        const change: WorkChange = {
          ...(minutes === report.minutes ? {} : { minutes }),
          ...(note === report.note ? {} : { note }),
        };
        if (Object.keys(change).length === 0) onCancel();
        else onSave(change);
      }}
    />
  );
}
