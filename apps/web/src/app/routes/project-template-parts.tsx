import type { Project } from '@tandem/contract';
import type { ActionKind } from '../../components/action-trigger.tsx';
import { SaveAsTemplateButton } from '../../features/templates/components/save-as-template-button.tsx';
import { TemplateBanner } from '../../features/templates/components/template-banner.tsx';
import { useKeepProject } from './keep-project.ts';

/** "Save as template" in the project page's header. */
export function ProjectTemplateAction({ project, kind }: { project: Project; kind?: ActionKind }) {
  return <SaveAsTemplateButton project={project} onSaved={useKeepProject()} kind={kind} />;
}

/** The banner of a template's page, with the way to start a project from it. */
export function ProjectTemplateBanner({ project }: { project: Project }) {
  return <TemplateBanner project={project} onCreated={useKeepProject()} />;
}
