import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy } from '../projects/index.ts';

const manages = (a: ProjectAccess) => a.isOwner || a.isCommander || a.isBusinessCaptain;

/**
 * Who may do what with a project's links: everyone who sees the project sees them, and adds them
 * while the project can change (not among the seven role actions); the author renames and removes
 * a link, those who manage the project any link.
 */
export const linkPolicy = {
  read: (a: ProjectAccess) => projectPolicy.read(a),
  add: (a: ProjectAccess) => projectPolicy.addContent(a),
  edit: (a: ProjectAccess, authorId: number, actorId: number) =>
    linkPolicy.add(a) && (authorId === actorId || manages(a)),
};
