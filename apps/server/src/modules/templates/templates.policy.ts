import { PROJECT_STATE } from '@tandem/contract';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { projectPolicy } from '../projects/projects.policy.ts';

const SAVABLE_STATES: readonly number[] = [
  PROJECT_STATE.active,
  PROJECT_STATE.archived,
  PROJECT_STATE.template,
];

/** Who may save a project as a template and start a project from one. */
export const templatePolicy = {
  /** Those who manage a project that is not in the trash; a template may become another one. */
  saveAsTemplate: (a: ProjectAccess) =>
    projectPolicy.read(a) &&
    (a.isOwner || a.isCommander || a.isBusinessCaptain) &&
    SAVABLE_STATES.includes(a.stateId),
  /** Every member of a template but guests; the new project is the actor's own. */
  createFromTemplate: (a: ProjectAccess) =>
    projectPolicy.read(a) && a.stateId === PROJECT_STATE.template && !a.isGuest,
};
