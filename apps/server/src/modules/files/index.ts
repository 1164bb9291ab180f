import type { TandemModule } from '../../core.ts';
import { filesPart } from './files.part.ts';
import { loadVisibleFile } from './files.access.ts';
import { createCovers } from './files.covers.ts';
import { registerFileRoutes } from './files.routes.ts';
import { createFilesService } from './files.service.ts';
import { registerFileJobs } from './files.jobs.ts';

/**
 * Files: uploads to tasks and projects, kept by content and typed by their bytes, previews of
 * pictures, downloads, captions, the trash, and a task's files as one zip; the task's
 * `count_files` and `preview_file`.
 */
export const filesModule: TandemModule = {
  name: 'files',
  register(core) {
    core.taskParts.add(filesPart);
    // A file's comment thread: where the file is, and whether the actor sees it.
    core.commentTargets.add('file', async (db, actorId, id) => {
      const { row, access } = await loadVisibleFile(db, actorId, { id });
      return {
        projectId: row.projectId,
        tasklistId: row.aclTasklistId,
        taskId: null,
        name: row.originalFilename,
        access,
        trashed: row.dateDeleted !== null,
      };
    });
    registerFileJobs(core);
    registerFileRoutes(core.app, createFilesService(core), createCovers(core), {
      fileBytes: core.config.FILE_MAX_MB * 1024 * 1024,
    });
  },
};

// The doors: what other modules may use of this module.
export { loadVisibleFile } from './files.access.ts';
export { filePolicy } from './files.policy.ts';
export { listOfFile as fileListOf, seenBy as fileSeenBy } from './files.repo.ts';
export { sharedFileFacts, sharedFileOut } from './files.shared.ts';
export type { Outgoing } from './files.service.ts';
