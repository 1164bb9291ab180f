import { PROJECT_STATE } from '@tandem/contract';
import type { ProjectAccess } from '../modules/projects/projects.policy.ts';

/** A non-member's access to an active project; tests spread the parts their principal changes. */
export const NO_ACCESS: ProjectAccess = {
  projectId: 1,
  stateId: PROJECT_STATE.active,
  owner: { id: 1, fullname: 'Olga Owner' },
  isMember: false,
  isOwner: false,
  isCommander: false,
  isBusinessCaptain: false,
  isGuest: false,
  tasklistsAcl: null,
  disallowed: new Set(),
};
