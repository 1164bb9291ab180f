import type { Project } from '@tandem/contract';
import { useProjectHandover } from '../../features/people/components/project-handover.tsx';
import { ProjectPeople } from '../../features/projects/components/project-people.tsx';
import { useTasklists } from '../../lib/tasks/tasks.api.ts';
import { useRefreshHandedOverProjects } from './handover-refresh.ts';

/** The People section with the project's task lists, which limits are chosen from. */
export function ProjectPeopleSection({ project }: { project: Project }) {
  const tasklists = useTasklists(project.id);
  const options = (tasklists.data ?? []).map(({ id, name }) => ({ id, name }));
  const handover = useProjectHandover(project, useRefreshHandedOverProjects());
  return (
    <ProjectPeople project={project} tasklists={options} handOverTo={handover.actionFor}>
      {handover.panel}
    </ProjectPeople>
  );
}
