import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Note } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { useTasklists } from '../../../lib/tasks/tasks.api.ts';
import { useUpdateNote } from '../api/notes.api.ts';

/**
 * Where a note belongs: the project as a whole, or one of its task lists (then only who sees the
 * list sees the note). Read-only for who may not edit it.
 */
export function NoteTasklistSelect({ note }: { note: Note }) {
  const { t } = useTranslation();
  const tasklists = useTasklists(note.project.id);
  const update = useUpdateNote(note.id);
  const editable = note.can_edit && note.date_deleted === null;
  const data = [
    { value: '', label: t('notes.wholeProject') },
    ...(tasklists.data ?? []).map((list) => ({ value: String(list.id), label: list.name })),
  ];
  return (
    <Select
      size="xs"
      w={220}
      label={t('notes.belongsTo')}
      data={data}
      value={note.tasklist_id === null ? '' : String(note.tasklist_id)}
      disabled={!editable || tasklists.isPending}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) =>
        update.mutate(
          { tasklist_id: value ? Number(value) : null },
          {
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t) }),
          },
        )
      }
    />
  );
}
