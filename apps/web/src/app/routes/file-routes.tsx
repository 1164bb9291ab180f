import { useParams } from 'react-router';
import type { TandemFile } from '@tandem/contract';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { FilePage } from '../../features/files/components/file-page.tsx';
import { ItemShareField } from '../../features/public-links/components/item-share-field.tsx';
import { UserFilesPage } from '../../features/files/components/user-files-page.tsx';
import { NotFoundPage } from './fallback-pages.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file's comments, with its project's people to mention. */
function FileThread({ file }: { file: TandemFile }) {
  const project = useProject(file.project.id);
  return (
    <CommentThread target={{ type: 'file', id: file.id }} people={project.data?.workers ?? []} />
  );
}

/** /file/{uuid}; the uuid must be one. */
export function FileRoute() {
  const uuid = useParams().uuid ?? '';
  if (!UUID.test(uuid)) return <NotFoundPage />;
  return (
    <FilePage
      uuid={uuid}
      thread={(file) => <FileThread file={file} />}
      share={(file) => (
        <ItemShareField
          target={{ type: 'file', uuid: file.uuid }}
          canShare={file.can_edit && file.date_deleted === null}
        />
      )}
    />
  );
}

/** /profile/files: the viewer's own files. */
export function MyFilesRoute() {
  return <UserFilesPage />;
}

/** /user/{userId}/files; the id must be numeric. */
export function UserFilesRoute() {
  const raw = useParams().userId ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return <NotFoundPage />;
  return <UserFilesPage userId={Number(raw)} />;
}
