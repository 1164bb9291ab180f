import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import type { EventType, FileEditInput, FilePreviewSize, TandemFile } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { renderPreviews } from '../../files/images.ts';
import { attachmentHeader, displayName, extensionOf, storedName } from '../../files/names.ts';
import { INLINE_IMAGE_TYPES, PREVIEWABLE_TYPES, sniffType } from '../../files/sniff.ts';
import { loadProjectAccess } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { findTaskIdByUuid, loadTask, TASK_IN_TRASH } from '../tasks/index.ts';
import { loadVisibleComment } from '../comments/index.ts';
import { loadNote, notePolicy } from '../notes/index.ts';
import { filePolicy } from './files.policy.ts';
import { loadVisibleFile } from './files.access.ts';
import { contentUrl, downloadUrl, presentFile } from './files.presenter.ts';
import type { FileRow } from './files.repo.ts';
import {
  accountUsage,
  contentInUse,
  findFile,
  findPreview,
  insertFile,
  insertPreviews,
  listProjectFiles,
  listCommentFiles,
  listAttachedFiles,
  listUserFiles,
  updateFile,
} from './files.repo.ts';

type Deps = Pick<
  Core,
  'db' | 'transact' | 'clock' | 'recordEvent' | 'files' | 'config' | 'commentTargets'
>;

/** What an upload is attached to. */
export type UploadTarget =
  | { type: 'task'; id: number }
  | { type: 'project'; id: number }
  | { type: 'note'; id: number }
  | { type: 'comment'; uuid: string };

/** An upload as it arrives: the name it was sent with and its bytes, not read yet. */
export interface IncomingFile {
  filename: string;
  content: Readable;
}

/** Bytes to send: their type and length, and headers of their own. */
export type { Outgoing } from '../../http/send-outgoing.ts';
import type { Outgoing } from '../../http/send-outgoing.ts';

/** Pictures larger than this are kept without previews (reading them whole costs memory). */
const PREVIEW_MAX_BYTES = 40 * 1024 * 1024;
const MB = 1024 * 1024;
/** The most files a person's list shows (the newest). */
const USER_FILES_MAX = 500;

/** What the events about a file name: its task list and task. */
const placeFor = (row: FileRow) => ({ tasklistId: row.aclTasklistId, taskName: row.taskName });

/** Where a file is, as the actor sees it. */
interface Place {
  projectId: number;
  tasklistId: number | null;
  taskId: number | null;
  taskName: string | null;
  access: ProjectAccess;
  trashed: boolean;
  /** The comment the file goes with, when it goes with one. */
  commentId: number | null;
  /** The note the file is attached to, when it is a note's own. */
  noteId: number | null;
}

/**
 * Files: uploads to tasks and projects (stored by content, typed by their bytes, pictures with
 * previews), their lists, showing and downloading them, captions, the trash, and a task's files
 * as one zip.
 */
export function createFilesService(deps: Deps) {
  const { db, files: store, config } = deps;
  const maxBytes = config.FILE_MAX_MB * MB;
  const quotaBytes = config.STORAGE_QUOTA_MB * MB;

  async function placeOf(actorId: number, target: UploadTarget): Promise<Place> {
    if (target.type === 'comment') {
      const { comment, target: on } = await loadVisibleComment(
        db,
        actorId,
        target.uuid,
        deps.commentTargets,
      );
      if (comment.authorId !== actorId) throw forbidden('Only its author adds files to a comment.');
      return {
        projectId: on.projectId,
        tasklistId: on.tasklistId,
        taskId: on.taskId,
        taskName: on.ref.type === 'task' ? on.name : null,
        access: on.access,
        trashed: on.trashed,
        commentId: comment.id,
        noteId: null,
      };
    }
    if (target.type === 'task') {
      const { task, access } = await loadTask(db, actorId, target.id);
      return {
        projectId: task.projectId,
        tasklistId: task.tasklistId,
        taskId: task.id,
        taskName: task.name,
        access,
        trashed: task.dateDeleted !== null,
        commentId: null,
        noteId: null,
      };
    }
    if (target.type === 'note') {
      const { note, access } = await loadNote(db, actorId, target.id);
      if (!notePolicy.edit(access, note.tasklistId))
        throw forbidden('You cannot add files to this note.');
      return {
        projectId: note.projectId,
        tasklistId: note.tasklistId,
        taskId: null,
        taskName: null,
        access,
        trashed: note.dateDeleted !== null,
        commentId: null,
        noteId: note.id,
      };
    }
    const { project, access } = await loadProjectAccess(db, target.id, actorId);
    if (!filePolicy.read(access, null)) throw notFound('The project');
    return {
      projectId: project.id,
      tasklistId: null,
      taskId: null,
      taskName: null,
      access,
      trashed: false,
      commentId: null,
      noteId: null,
    };
  }

  const loadFile = (actorId: number, uuid: string) => loadVisibleFile(db, actorId, uuid);

  const canEdit = (row: FileRow, access: ProjectAccess, actorId: number) =>
    filePolicy.edit(access, row.aclTasklistId, row.ownerId, actorId);
  const inline = (row: FileRow) => INLINE_IMAGE_TYPES.has(row.mimeType);
  const present = (row: FileRow, access: ProjectAccess, actorId: number): TandemFile =>
    presentFile(row, canEdit(row, access, actorId), inline(row));

  /** Lets stored bytes go when nothing keeps them any more. */
  async function forget(key: string) {
    if (!(await contentInUse(db, key))) await store.remove(key);
  }

  async function record(
    uow: Parameters<Parameters<Deps['transact']>[0]>[0],
    type: EventType,
    actorId: number,
    row: Pick<FileRow, 'projectId' | 'taskId' | 'originalFilename' | 'commentId' | 'noteId'>,
    place: { tasklistId: number | null; taskName: string | null },
    mutationId: string | null,
  ) {
    await deps.recordEvent(uow, {
      type,
      actorId,
      projectId: row.projectId,
      tasklistId: place.tasklistId,
      taskId: row.taskId,
      commentId: row.commentId,
      noteId: row.noteId,
      notice: {
        filename: row.originalFilename,
        ...(place.taskName ? { task_name: place.taskName } : {}),
      },
      mutationId,
    });
  }

  return {
    async upload(
      actor: UserActor,
      target: UploadTarget,
      readFile: () => Promise<IncomingFile>,
      mutationId: string | null,
    ): Promise<TandemFile> {
      const place = await placeOf(actor.id, target);
      if (!filePolicy.upload(place.access, place.tasklistId))
        throw forbidden('Files cannot be added in this project now.');
      if (place.trashed)
        throw conflict(
          place.taskId !== null ? TASK_IN_TRASH : 'This is in the trash. Restore it first.',
        );
      const incoming = await readFile();
      const stored = await store.put(incoming.content, maxBytes);
      if (!stored)
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          `The file is too large: a file can be at most ${config.FILE_MAX_MB} MB.`,
        );
      const used = await accountUsage(db, place.access.owner.id);
      if (used + stored.size > quotaBytes) {
        await forget(stored.key);
        throw new AppError(
          402,
          'PLAN_LIMIT',
          'There is not enough free space in the account for this file.',
        );
      }
      const sniffed = await sniffType(stored.head);
      const original = displayName(incoming.filename);
      const extension = extensionOf(original, sniffed.ext);
      const picture =
        PREVIEWABLE_TYPES.has(sniffed.mime) && stored.size <= PREVIEW_MAX_BYTES
          ? await renderPreviews(await readAll(store.read(stored.key)))
          : null;
      const previews = picture
        ? await Promise.all(
            picture.previews.map(async (p) => ({ ...p, stored: await store.putBuffer(p.data) })),
          )
        : [];
      const now = deps.clock.now();
      const created = await deps.transact(async (uow) => {
        const file = await insertFile(uow.tx, {
          target: target.type,
          projectId: place.projectId,
          taskId: place.taskId,
          commentId: place.commentId,
          noteId: place.noteId,
          ownerId: actor.id,
          originalFilename: original,
          filename: storedName(original, extension),
          extension,
          mimeType: sniffed.mime,
          size: stored.size,
          storageKey: stored.key,
          width: picture?.width ?? null,
          height: picture?.height ?? null,
          dateAdd: now,
        });
        await insertPreviews(
          uow.tx,
          previews.map((p) => ({
            fileId: file.id,
            size: p.size,
            storageKey: p.stored.key,
            mimeType: p.mime,
            width: p.width,
            height: p.height,
          })),
        );
        await record(
          uow,
          'file.uploaded',
          actor.id,
          { ...file, commentId: place.commentId },
          place,
          mutationId,
        );
        return file;
      });
      const row = await findFile(db, { id: created.id });
      return present(row!, place.access, actor.id);
    },

    async taskFiles(actor: UserActor, taskId: number) {
      const { access } = await loadTask(db, actor.id, taskId);
      const rows = await listAttachedFiles(db, { taskId });
      return rows.map((row) => present(row, access, actor.id));
    },

    /** A note's own files (its comments' files are in their comments). */
    async noteFiles(actor: UserActor, noteId: number) {
      const { access } = await loadNote(db, actor.id, noteId);
      const rows = await listAttachedFiles(db, { noteId });
      return rows.map((row) => present(row, access, actor.id));
    },

    async projectFiles(actor: UserActor, projectId: number) {
      const { access } = await loadProjectAccess(db, projectId, actor.id);
      if (!filePolicy.read(access, null)) throw notFound('The project');
      const rows = await listProjectFiles(db, projectId, actor.id);
      return rows.map((row) => present(row, access, actor.id));
    },

    /** The files a person added, as far as the actor sees them (their projects' rules). */
    async userFiles(actor: UserActor, userId: number) {
      const rows = await listUserFiles(db, userId, actor.id, USER_FILES_MAX);
      const accesses = new Map<number, ProjectAccess>();
      const shown: TandemFile[] = [];
      for (const row of rows) {
        let access = accesses.get(row.projectId);
        if (!access) {
          access = (await loadProjectAccess(db, row.projectId, actor.id)).access;
          accesses.set(row.projectId, access);
        }
        shown.push(present(row, access, actor.id));
      }
      return shown;
    },

    async detail(actor: UserActor, uuid: string) {
      const { row, access } = await loadFile(actor.id, uuid);
      return present(row, access, actor.id);
    },

    /** Where the browser shows the file: a picture in the page, anything else as a download. */
    async link(actor: UserActor, uuid: string, size: FilePreviewSize | undefined) {
      const { row } = await loadFile(actor.id, uuid);
      if (size && row.hasPreview) return { url: contentUrl(row.uuid, size) };
      return { url: inline(row) ? contentUrl(row.uuid) : downloadUrl(row.uuid) };
    },

    async downloadLink(actor: UserActor, uuid: string) {
      const { row } = await loadFile(actor.id, uuid);
      return { url: downloadUrl(row.uuid) };
    },

    /** A picture or its preview to show in the page; nothing else is ever sent inline. */
    async content(actor: UserActor, uuid: string, size: FilePreviewSize | undefined) {
      const { row } = await loadFile(actor.id, uuid);
      if (size) {
        const preview = await findPreview(db, row.id, size);
        if (preview) return outgoingInline(store.read(preview.storageKey), preview.mimeType);
      }
      if (!inline(row)) throw notFound('A picture of this file');
      return outgoingInline(store.read(row.storageKey), row.mimeType, row.size);
    },

    async download(actor: UserActor, uuid: string): Promise<Outgoing> {
      const { row } = await loadFile(actor.id, uuid);
      return {
        stream: store.read(row.storageKey),
        mime: 'application/octet-stream',
        length: row.size,
        headers: {
          'content-disposition': attachmentHeader(row.filename, row.originalFilename),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, max-age=0',
        },
      };
    },

    /** Where the zip of the task's files is downloaded (the task by its uuid). */
    async archiveLink(actor: UserActor, taskUuid: string) {
      const taskId = await findTaskIdByUuid(db, taskUuid);
      if (taskId === undefined) throw notFound('The task');
      await loadTask(db, actor.id, taskId);
      return { url: `/api/task-files/archive?uuid=${taskUuid}` };
    },

    /**
     * The task's files as one zip, written as it is read: one file at a time passes through, so
     * the memory it takes does not grow with the archive.
     */
    async archive(actor: UserActor, taskUuid: string): Promise<Outgoing> {
      const taskId = await findTaskIdByUuid(db, taskUuid);
      if (taskId === undefined) throw notFound('The task');
      const { task } = await loadTask(db, actor.id, taskId);
      return zipOf(
        (await listAttachedFiles(db, { taskId })).slice().reverse(),
        displayName(task.name),
      );
    },

    /** A comment's files as one zip (the comment by its uuid). */
    async commentArchive(actor: UserActor, commentUuid: string): Promise<Outgoing> {
      const { comment, target } = await loadVisibleComment(
        db,
        actor.id,
        commentUuid,
        deps.commentTargets,
      );
      return zipOf(await listCommentFiles(db, comment.id), displayName(`${target.name} comment`));
    },

    async edit(actor: UserActor, uuid: string, input: FileEditInput, mutationId: string | null) {
      const { row, access } = await loadFile(actor.id, uuid);
      if (!canEdit(row, access, actor.id)) throw forbidden('You cannot change this file.');
      const change = {
        ...(input.caption !== undefined ? { caption: input.caption } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      };
      const changed = Object.entries(change).some(
        ([key, value]) => row[key as 'caption' | 'description'] !== value,
      );
      if (!changed) return present(row, access, actor.id);
      await deps.transact(async (uow) => {
        await updateFile(uow.tx, row.id, change);
        await record(uow, 'file.updated', actor.id, row, placeFor(row), mutationId);
      });
      return present((await findFile(db, { id: row.id }))!, access, actor.id);
    },

    async trash(actor: UserActor, uuid: string, on: boolean, mutationId: string | null) {
      const { row, access } = await loadFile(actor.id, uuid);
      if (!canEdit(row, access, actor.id)) throw forbidden('You cannot change this file.');
      if ((row.dateDeleted !== null) === on) return present(row, access, actor.id);
      await deps.transact(async (uow) => {
        await updateFile(uow.tx, row.id, {
          dateDeleted: on ? deps.clock.now() : null,
          deletedById: on ? actor.id : null,
        });
        await record(
          uow,
          on ? 'file.deleted' : 'file.restored',
          actor.id,
          row,
          placeFor(row),
          mutationId,
        );
      });
      return present((await findFile(db, { id: row.id }))!, access, actor.id);
    },
  };

  /**
   * Files as one zip, written as it is read: one file at a time passes through, so the memory it
   * takes does not grow with the archive. Equal names become "name (2).ext".
   */
  async function zipOf(rows: readonly FileRow[], name: string): Promise<Outgoing> {
    const { default: yazl } = await import('yazl');
    const zip = new yazl.ZipFile();
    const taken = new Set<string>();
    for (const row of rows)
      // Stored, not deflated: most files people share are compressed already (pictures,
      // documents, archives), and deflating them costs the CPU a second core does not have.
      zip.addReadStreamLazy(
        uniqueName(row.originalFilename, taken),
        { compress: false, size: row.size },
        (done) => done(null, store.read(row.storageKey)),
      );
    zip.end();
    return {
      stream: zip.outputStream.pipe(new PassThrough()),
      mime: 'application/zip',
      headers: {
        'content-disposition': attachmentHeader(storedName(name, 'zip'), `${name}.zip`),
        'x-content-type-options': 'nosniff',
      },
    };
  }
}

export function outgoingInline(stream: Readable, mime: string, length?: number): Outgoing {
  return {
    stream,
    mime,
    ...(length === undefined ? {} : { length }),
    headers: {
      'x-content-type-options': 'nosniff',
      // Shown as a picture only: nothing in it may run, even opened on its own.
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
    },
  };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A name inside a zip no other entry has: "name (2).ext" after the first. */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export type FilesService = ReturnType<typeof createFilesService>;
