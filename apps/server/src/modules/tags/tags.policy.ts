import { PROJECT_STATE } from '@tandem/contract';
import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy } from '../projects/index.ts';

// Archived and trashed projects are read-only: their tags stay as they are.
const isWritable = (a: ProjectAccess) =>
  a.stateId === PROJECT_STATE.active || a.stateId === PROJECT_STATE.template;

/** Who may do what with tags: a tag is its author's; a project's public tags are its managers'. */
export const tagPolicy = {
  /** Rename, recolour, switch privacy, delete: the author only. */
  edit: (tag: { authorId: number }, actorId: number) => tag.authorId === actorId,
  /** Put one's own private tags on a project or take them off: any member who sees it. */
  setPrivateTags: (a: ProjectAccess) => projectPolicy.read(a) && isWritable(a),
  /** Put public tags on a project or take them off (canManagePublicTag). */
  setPublicTags: (a: ProjectAccess) => projectPolicy.managePublicTags(a) && isWritable(a),
};
