import { useParams } from 'react-router';
import { FilePage } from '../../features/files/components/file-page.tsx';
import { ItemShareField } from '../../features/public-links/components/item-share-field.tsx';
import { UserFilesPage } from '../../features/files/components/user-files-page.tsx';
import { NotFoundPage } from './fallback-pages.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /file/{uuid}; the uuid must be one. */
export function FileRoute() {
  const uuid = useParams().uuid ?? '';
  if (!UUID.test(uuid)) return <NotFoundPage />;
  return (
    <FilePage
      uuid={uuid}
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
