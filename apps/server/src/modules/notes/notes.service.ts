import type { z } from 'zod';
import type {
  createNoteBodySchema,
  EventType,
  Note,
  NoteHistoryEntry,
  NoteListItem,
  updateNoteBodySchema,
} from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { listMembers, loadProjectAccess, membersWhoSee } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadTasklist } from '../tasklists/index.ts';
import { presentPerson } from '../users/index.ts';
import { loadNote } from './notes.access.ts';
import { notePolicy } from './notes.policy.ts';
import type { NoteChanges, NoteRow } from './notes.repo.ts';
import {
  dropDocUpdates,
  findHistoryEntry,
  insertHistory,
  insertNote,
  latestHistoryEntry,
  listHistory,
  listProjectNotes,
  setTracking,
  updateHistory,
  updateNote,
} from './notes.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> & {
  /** Tells the note's editors that its shared document started over. */
  resetDoc: (noteId: number, generation: number) => Promise<void>;
};

/** A save by the same person within this long of the newest version extends that version. */
export const HISTORY_PAUSE_MS = 10 * 60_000;
const EXCERPT_LENGTH = 200;
const CLOSED = 'Notes cannot be added or changed in this project now.';
const IN_TRASH = 'The note is in the trash. Restore it first.';

type CreateInput = z.output<typeof createNoteBodySchema>;
type UpdateInput = z.output<typeof updateNoteBodySchema>;

const excerptOf = (content: string) => {
  // Blocks end with a space, so that a heading and the paragraph after it stay two words.
  const spaced = content.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/g, '$& ');
  const text = plainText(spaced).replace(/\s+/g, ' ');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
};

/** Notes: writing and editing them, their versions, followers, trash, and who sees them. */
export function createNotesService(deps: Deps) {
  const { db } = deps;

  const presentItem = (row: NoteRow, access: ProjectAccess, actorId: number): NoteListItem => ({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    excerpt: excerptOf(row.content),
    date_add: row.dateAdd.toISOString(),
    date_upd: row.dateUpd.toISOString(),
    author: row.author,
    updated_by: row.updatedBy,
    project: { id: row.projectId, name: row.projectName },
    tasklist_id: row.tasklistId,
    count_comments: row.countComments,
    is_tracked: row.isTracked,
    date_deleted: row.dateDeleted?.toISOString() ?? null,
    can_edit:
      row.dateDeleted === null
        ? notePolicy.edit(access, row.tasklistId)
        : notePolicy.trash(access, row.tasklistId, row.authorId, actorId),
  });

  async function present(noteId: number, actor: UserActor): Promise<Note> {
    const { note, access } = await loadNote(db, actor.id, noteId);
    const members = await listMembers(db, [note.projectId]);
    const seeing =
      note.tasklistId === null ? members : membersWhoSee(access, members, note.tasklistId);
    return {
      ...presentItem(note, access, actor.id),
      content: note.content,
      users: seeing.map(presentPerson).sort((a, b) => a.fullname.localeCompare(b.fullname)),
      tracking_users: note.trackingUsers,
      comments_order: note.commentsDesc ? 'desc' : 'asc',
      version: note.version,
      doc_generation: note.docGeneration,
    };
  }

  async function record(
    uow: UnitOfWork,
    type: EventType,
    actorId: number,
    note: { id: number; projectId: number; tasklistId: number | null; name: string },
    version: number,
    mutationId: string | null,
  ) {
    await deps.recordEvent(uow, {
      type,
      actorId,
      projectId: note.projectId,
      tasklistId: note.tasklistId,
      noteId: note.id,
      notice: { note_name: note.name },
      version,
      mutationId,
    });
  }

  /** The task list a note is put in: one of the project's that the actor sees. */
  async function tasklistIn(actor: UserActor, projectId: number, tasklistId: number) {
    const { row } = await loadTasklist(db, actor.id, tasklistId);
    if (row.tasklist.projectId !== projectId) throw notFound('The task list');
    return row.tasklist.id;
  }

  /**
   * Keeps the note's new content as a version: the newest version grows while the same person
   * keeps editing without a long pause; another editor, or a pause, starts a new one.
   */
  async function keepVersion(
    uow: UnitOfWork,
    noteId: number,
    editorId: number,
    version: { name: string; content: string },
    now: Date,
  ): Promise<boolean> {
    const latest = await latestHistoryEntry(uow.tx, noteId);
    if (
      latest &&
      latest.editorId === editorId &&
      now.getTime() - latest.dateEdit.getTime() < HISTORY_PAUSE_MS
    ) {
      await updateHistory(uow.tx, latest.id, { ...version, dateEdit: now });
      return false;
    }
    await insertHistory(uow.tx, { noteId, editorId, ...version, dateEdit: now });
    return true;
  }

  return {
    present,

    async list(actor: UserActor, projectId: number, trashed: boolean) {
      const { access } = await loadProjectAccess(db, projectId, actor.id);
      return (await listProjectNotes(db, projectId, actor.id, trashed)).map((row) =>
        presentItem(row, access, actor.id),
      );
    },

    async create(
      actor: UserActor,
      projectId: number,
      input: CreateInput,
      mutationId: string | null,
    ): Promise<Note> {
      const { access } = await loadProjectAccess(db, projectId, actor.id);
      const tasklistId =
        input.tasklist_id == null ? null : await tasklistIn(actor, projectId, input.tasklist_id);
      if (!notePolicy.edit(access, tasklistId)) throw forbidden(CLOSED);
      const content = sanitizeRichText(input.content ?? null) ?? '';
      const now = deps.clock.now();
      const id = await deps.transact(async (uow) => {
        const created = await insertNote(uow.tx, {
          projectId,
          tasklistId,
          name: input.name,
          content,
          authorId: actor.id,
          updatedById: actor.id,
          dateAdd: now,
          dateUpd: now,
        });
        // The author follows what they wrote.
        await setTracking(uow.tx, created.id, actor.id, true);
        await insertHistory(uow.tx, {
          noteId: created.id,
          editorId: actor.id,
          name: input.name,
          content,
          dateEdit: now,
        });
        const note = { id: created.id, projectId, tasklistId, name: input.name };
        await record(uow, 'note.created', actor.id, note, created.version, mutationId);
        return created.id;
      });
      return present(id, actor);
    },

    async detail(actor: UserActor, id: number) {
      return present(id, actor);
    },

    /**
     * Renames a note, changes its content or its task list. Editors of the shared document save
     * its content without a version (they never conflict); the API's callers send the version they
     * read and get 409 when someone changed the note since.
     */
    async update(
      actor: UserActor,
      id: number,
      input: UpdateInput,
      mutationId: string | null,
    ): Promise<Note> {
      const { note, access } = await loadNote(db, actor.id, id);
      if (!notePolicy.edit(access, note.tasklistId)) throw forbidden(CLOSED);
      if (note.dateDeleted) throw conflict(IN_TRASH);
      if (input.doc_generation !== undefined && input.doc_generation !== note.docGeneration)
        throw conflict('An older version of the note was restored meanwhile. Reload the note.');
      const tasklistId =
        input.tasklist_id === undefined
          ? note.tasklistId
          : input.tasklist_id === null
            ? null
            : await tasklistIn(actor, note.projectId, input.tasklist_id);
      if (tasklistId !== note.tasklistId && !notePolicy.edit(access, tasklistId))
        throw forbidden(CLOSED);
      const content =
        input.content === undefined ? note.content : (sanitizeRichText(input.content) ?? '');
      const name = input.name ?? note.name;
      if (name === note.name && content === note.content && tasklistId === note.tasklistId)
        return present(id, actor);
      const now = deps.clock.now();
      await deps.transact(async (uow) => {
        const version = await updateNote(
          uow.tx,
          id,
          { name, content, tasklistId, updatedById: actor.id, dateUpd: now },
          input.version,
        );
        if (version === null)
          throw conflict('The note was changed in the meantime. Reload and try again.');
        const started = await keepVersion(uow, id, actor.id, { name, content }, now);
        // One event per editing session, a rename, or a move: not one per saved keystroke.
        if (started || name !== note.name || tasklistId !== note.tasklistId)
          await record(
            uow,
            'note.updated',
            actor.id,
            { ...note, name, tasklistId },
            version,
            mutationId,
          );
      });
      return present(id, actor);
    },

    async trash(actor: UserActor, id: number, mutationId: string | null) {
      const { note, access } = await loadNote(db, actor.id, id);
      if (!notePolicy.trash(access, note.tasklistId, note.authorId, actor.id))
        throw forbidden('You cannot move this note to the trash.');
      if (note.dateDeleted) return present(id, actor);
      await deps.transact(async (uow) => {
        const now = deps.clock.now();
        const version = await updateNote(uow.tx, id, { dateDeleted: now, deletedById: actor.id });
        await record(uow, 'note.deleted', actor.id, note, version!, mutationId);
      });
      return present(id, actor);
    },

    async restore(actor: UserActor, id: number, mutationId: string | null) {
      const { note, access } = await loadNote(db, actor.id, id);
      if (!notePolicy.trash(access, note.tasklistId, note.authorId, actor.id))
        throw forbidden('You cannot restore this note.');
      if (!note.dateDeleted) return present(id, actor);
      await deps.transact(async (uow) => {
        const version = await updateNote(uow.tx, id, { dateDeleted: null, deletedById: null });
        await record(uow, 'note.restored', actor.id, note, version!, mutationId);
      });
      return present(id, actor);
    },

    async track(actor: UserActor, id: number, tracked: boolean) {
      await loadNote(db, actor.id, id);
      await setTracking(db, id, actor.id, tracked);
      return present(id, actor);
    },

    async history(actor: UserActor, id: number): Promise<NoteHistoryEntry[]> {
      await loadNote(db, actor.id, id);
      return (await listHistory(db, id)).map((h) => ({
        id: h.id,
        name: h.name,
        content: h.content,
        date_edit: h.dateEdit.toISOString(),
        editor: h.editor,
      }));
    },

    /**
     * Makes an older version the note's content again: kept as the newest version (nothing is
     * lost: the content it replaces is a version already), and the shared document starts over
     * from it, so every open editor reloads.
     */
    async restoreVersion(
      actor: UserActor,
      id: number,
      historyId: number,
      mutationId: string | null,
    ) {
      const { note, access } = await loadNote(db, actor.id, id);
      if (!notePolicy.edit(access, note.tasklistId)) throw forbidden(CLOSED);
      if (note.dateDeleted) throw conflict(IN_TRASH);
      const entry = await findHistoryEntry(db, id, historyId);
      if (!entry) throw notFound('The version');
      const now = deps.clock.now();
      const generation = note.docGeneration + 1;
      const changes: NoteChanges = {
        name: entry.name,
        content: entry.content,
        updatedById: actor.id,
        dateUpd: now,
        docGeneration: generation,
        docState: null,
      };
      await deps.transact(async (uow) => {
        const version = await updateNote(uow.tx, id, changes);
        await dropDocUpdates(uow.tx, id);
        await insertHistory(uow.tx, {
          noteId: id,
          editorId: actor.id,
          name: entry.name,
          content: entry.content,
          dateEdit: now,
        });
        await record(
          uow,
          'note.version_restored',
          actor.id,
          { ...note, name: entry.name },
          version!,
          mutationId,
        );
        uow.afterCommit(() => deps.resetDoc(id, generation));
      });
      return present(id, actor);
    },

    /** The note as its editors' documents need it: is it there, and may this person edit it. */
    async docAccess(actorId: number, id: number) {
      const found = await loadNote(db, actorId, id).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
      if (!found) return null;
      const { note, access } = found;
      return {
        generation: note.docGeneration,
        editable: note.dateDeleted === null && notePolicy.edit(access, note.tasklistId),
      };
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
