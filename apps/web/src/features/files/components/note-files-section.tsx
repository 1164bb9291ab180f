import type { Note } from '@tandem/contract';
import { useNoteFiles } from '../api/files.api.ts';
import { AttachedFiles } from './attached-files.tsx';

/** A note's own files under its text: added by who may edit the note, seen by who sees it. */
export function NoteFilesSection({ note }: { note: Note }) {
  const files = useNoteFiles(note.id);
  return (
    <AttachedFiles
      headingId={`note-files-${note.id}`}
      files={files}
      known={null}
      target={{ type: 'note', id: note.id }}
      canAdd={note.can_edit && note.date_deleted === null}
    />
  );
}
