import type { Project } from '@tandem/contract';
import { SaveAsTemplateButton } from '../../features/templates/components/save-as-template-button.tsx';
import { TemplateBanner } from '../../features/templates/components/template-banner.tsx';
import { useKeepProject } from './keep-project.ts';

/** "Save as template" in the project page's header. */
export function ProjectTemplateAction({ project }: { project: Project }) {
  return <SaveAsTemplateButton project={project} onSaved={useKeepProject()} />;
}

/** The banner of a template's page, with the way to start a project from it. */
export function ProjectTemplateBanner({ project }: { project: Project }) {
  return <TemplateBanner project={project} onCreated={useKeepProject()} />;
}
