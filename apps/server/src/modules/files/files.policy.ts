import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy, tasklistPolicy } from '../projects/index.ts';

const manages = (a: ProjectAccess) => a.isOwner || a.isCommander || a.isBusinessCaptain;

/**
 * Who may do what with files. Whoever sees what a file is attached to sees and downloads the file
 * (for a task's or a comment's file, the task's list and its ACL decide; null for the project's
 * own files) and may add files there; uploading is not among the seven role actions. The uploader
 * changes the caption and moves the file to the trash and back; those who manage the project do
 * so with any file.
 */
export const filePolicy = {
  read: (a: ProjectAccess, tasklistId: number | null) =>
    projectPolicy.read(a) && (tasklistId === null || tasklistPolicy.read(a, tasklistId)),
  upload: (a: ProjectAccess, tasklistId: number | null) =>
    filePolicy.read(a, tasklistId) && projectPolicy.addContent(a),
  edit: (a: ProjectAccess, tasklistId: number | null, ownerId: number, actorId: number) =>
    filePolicy.upload(a, tasklistId) && (ownerId === actorId || manages(a)),
};
