import { ProjectsPage } from '../../features/projects/components/projects-page.tsx';
import { UseTemplateButton } from '../../features/templates/components/use-template-button.tsx';
import { useKeepProject } from './keep-project.ts';
import { useProjectListTags } from './project-tag-parts.tsx';

/** /projects: the projects list, its templates each with a way to start a project from them. */
export function ProjectsRoute({ title }: { title?: string }) {
  const keepProject = useKeepProject();
  const tags = useProjectListTags();
  return (
    <ProjectsPage
      title={title}
      {...tags}
      templateActions={(template) => (
        <UseTemplateButton template={template} onCreated={keepProject} />
      )}
    />
  );
}
