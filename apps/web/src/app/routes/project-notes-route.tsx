import { useTranslation } from 'react-i18next';
import { NotesSection } from '../../features/notes/components/notes-section.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** The project's `notes` sub-page: its notes (documents) alone. */
export function ProjectNotesRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-notes')}>
      {(p) => <NotesSection projectId={p.id} canAdd={p.abilities.add_content} titled={false} />}
    </ProjectSubPage>
  );
}
