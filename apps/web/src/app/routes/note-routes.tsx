import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Note } from '@tandem/contract';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { NoteFilesSection } from '../../features/files/components/note-files-section.tsx';
import { NotePage } from '../../features/notes/components/note-page.tsx';
import { ItemShareField } from '../../features/public-links/components/item-share-field.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { NotFoundPage } from './fallback-pages.tsx';
import { parseRouteId } from './parse-route-id.ts';

/** A note's comments, with its project's people to mention. */
function NoteThread({ note }: { note: Note }) {
  const project = useProject(note.project.id);
  return (
    <CommentThread target={{ type: 'note', id: note.id }} people={project.data?.workers ?? []} />
  );
}

/** Sharing a note outside: who may edit it makes and stops its link. */
const noteShare = (note: Note) => (
  <ItemShareField
    target={{ type: 'note', id: note.id }}
    canShare={note.can_edit && note.date_deleted === null}
  />
);

const noteFiles = (note: Note) => <NoteFilesSection note={note} />;

/** /note/{noteId}, with `edit=1` to start writing at once. */
export function NoteRoute() {
  const noteId = parseRouteId(useParams().noteId);
  const [search] = useSearchParams();
  if (noteId === null) return <NotFoundPage />;
  return (
    <NotePage
      key={noteId}
      noteId={noteId}
      edit={search.get('edit') === '1'}
      thread={(note) => <NoteThread note={note} />}
      share={noteShare}
      files={noteFiles}
    />
  );
}

/** /note-modal/{id}: the same note over the page; closing goes back. */
export function NoteModalRoute() {
  const { t } = useTranslation();
  const noteId = parseRouteId(useParams().noteId);
  const navigate = useNavigate();
  if (noteId === null) return <NotFoundPage />;
  const close = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/projects');
  };
  return (
    <Modal opened onClose={close} size="xl" title={t('notes.note')} fullScreen={false}>
      <NotePage
        noteId={noteId}
        thread={(note) => <NoteThread note={note} />}
        share={noteShare}
        files={noteFiles}
      />
    </Modal>
  );
}
