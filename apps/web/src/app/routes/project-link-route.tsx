import { useParams } from 'react-router';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { ItemShareField } from '../../features/public-links/components/item-share-field.tsx';
import { ProjectLinkPage } from '../../features/project-links/components/project-link-page.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { NotFoundPage } from './fallback-pages.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function LinkThread({ linkId, projectId }: { linkId: number; projectId: number }) {
  const project = useProject(projectId);
  return (
    <CommentThread target={{ type: 'link', id: linkId }} people={project.data?.workers ?? []} />
  );
}

/** /project-link/{uuid}; the uuid must be one. */
export function ProjectLinkRoute() {
  const uuid = useParams().uuid ?? '';
  if (!UUID.test(uuid)) return <NotFoundPage />;
  return (
    <ProjectLinkPage
      uuid={uuid}
      thread={(link) => <LinkThread linkId={link.id} projectId={link.project.id} />}
      share={(link) => (
        <ItemShareField target={{ type: 'link', uuid: link.uuid }} canShare={link.can_edit} />
      )}
    />
  );
}
