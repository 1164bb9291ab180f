import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy, tasklistPolicy } from '../projects/index.ts';

const manages = (a: ProjectAccess) => a.isOwner || a.isCommander || a.isBusinessCaptain;

/**
 * Who may do what with notes. Whoever sees the project sees its notes, and a note of a task list
 * only who sees that list (its ACL). Everyone who may add content to the project writes notes
 * and edits them together (writing is not among the seven role actions). The author moves a note
 * to the trash and back, those who manage the project any note.
 */
export const notePolicy = {
  read: (a: ProjectAccess, tasklistId: number | null) =>
    projectPolicy.read(a) && (tasklistId === null || tasklistPolicy.read(a, tasklistId)),
  edit: (a: ProjectAccess, tasklistId: number | null) =>
    notePolicy.read(a, tasklistId) && projectPolicy.addContent(a),
  trash: (a: ProjectAccess, tasklistId: number | null, authorId: number, actorId: number) =>
    notePolicy.edit(a, tasklistId) && (authorId === actorId || manages(a)),
};
