import { useTranslation } from 'react-i18next';
import { actionState } from '../api/time-tracking.api.ts';
import { useCreateWork } from '../api/work-reports.api.ts';
import { MinutesNoteForm } from './minutes-note-form.tsx';

/** Adds time spent today on a task: how long and a note. */
export function TaskTimeAddForm({ taskId, onDone }: { taskId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWork();
  return (
    <MinutesNoteForm
      label={t('timeTracking.section.addTime')}
      submitLabel={t('timeTracking.section.add')}
      error={create.error}
      state={actionState(create.status)}
      conflict="timeTracking.errors.duplicate"
      onCancel={onDone}
      onSubmit={({ minutes, note }) =>
        create.mutate(
          { task: { id: taskId }, minutes, note, dateReported: Math.floor(Date.now() / 1000) },
          { onSuccess: onDone },
        )
      }
    />
  );
}
