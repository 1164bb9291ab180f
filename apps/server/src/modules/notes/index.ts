import type { TandemModule } from '../../core.ts';
import { notes as notesTable } from '../../db/schema/notes.ts';
import { deleteTrashedBefore, purgeTrashNightly } from '../../jobs/purge-trash.ts';
import { createNoteDocs } from './notes.docs.ts';
import { registerNoteRoutes } from './notes.routes.ts';
import { createNotesService } from './notes.service.ts';

/** Notes (the project's documents): written and edited together live, with their versions. */
export const notesModule: TandemModule = {
  name: 'notes',
  register(core) {
    purgeTrashNightly(
      { ...core, days: core.config.TRASH_DAYS },
      'notes.purge-trash',
      (tx, before) => deleteTrashedBefore(tx, notesTable, notesTable.dateDeleted, before),
    );
    const notes = createNotesService({
      ...core,
      // Called only after a restore commits, long after both exist.
      resetDoc: (noteId, generation) => docs.reset(noteId, generation),
    });
    const docs = createNoteDocs({
      db: core.db,
      notes,
      pool: core.database.pool,
      log: core.app.log,
    });
    core.sockets.use(docs.extension);
    core.app.addHook('onReady', () => docs.start());
    core.app.addHook('onClose', () => docs.stop());
    registerNoteRoutes(core.app, notes);
  },
};

// The doors: what other modules may use of this module.
export { loadNote } from './notes.access.ts';
export { notePolicy } from './notes.policy.ts';
export { noteSeenBy } from './notes.repo.ts';
