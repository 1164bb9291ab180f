import { useState } from 'react';
import type { WorkLabel, WorkReport } from '@tandem/contract';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import type { WorkChange } from '../api/work-reports.api.ts';
import { fieldError } from '../../../components/errors.ts';
import { MinutesNoteForm } from './minutes-note-form.tsx';
import { WorkLabelsInput } from './work-labels-input.tsx';

const sameLabels = (a: readonly WorkLabel[], b: readonly WorkLabel[]) =>
  a.length === b.length && a.every((l, i) => l.uuid === b[i]!.uuid);

/**
 * A report's minutes, note and labels, edited in place; only what changed is sent. `error` is the
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
  const [labels, setLabels] = useState<WorkLabel[]>(report.labels);
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
          ...(sameLabels(labels, report.labels) ? {} : { labels }),
        };
        if (Object.keys(change).length === 0) onCancel();
        else onSave(change);
      }}
    >
      <WorkLabelsInput
        taskId={report.task.id}
        value={labels}
        onChange={setLabels}
        error={fieldError(error, 'labels')}
      />
    </MinutesNoteForm>
  );
}
