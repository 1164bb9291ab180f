import type { TFunction } from 'i18next';
import type { Project } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract/browser';

/** A project's name in a picker, marked when it is archived. */
export function projectLabel(project: Pick<Project, 'name' | 'state'>, t: TFunction): string {
  return project.state.id === PROJECT_STATE.archived
    ? t('invoicing.choice.archivedProject', { name: project.name })
    : project.name;
}
