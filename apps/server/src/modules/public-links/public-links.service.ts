import { randomBytes } from 'node:crypto';
import type {
  PublicFile,
  PublicLink,
  PublicNote,
  PublicProjectLink,
  PublicTask,
  PublicTasklist,
} from '@tandem/contract';
import { ROUTES, TASK_STATE } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { createRateLimiter } from '../auth/index.ts';
import { filePolicy, loadVisibleFile, sharedFileFacts, sharedFileOut } from '../files/index.ts';
import { loadNote, notePolicy } from '../notes/index.ts';
import { linkPolicy, loadLink } from '../project-links/index.ts';
import { tasklistPolicy } from '../projects/index.ts';
import { loadTasklist } from '../tasklists/index.ts';
import { formatDueDate, loadEditableTask, loadTask } from '../tasks/index.ts';
import type { LinkTarget, PublicLinkRow } from './public-links.repo.ts';
import {
  findLinkByToken,
  findLinkOf,
  insertLink,
  listLinksOf,
  readPublicLink,
  readPublicNote,
  readPublicTask,
  readPublicTasklist,
  revokeLink,
} from './public-links.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'config' | 'files'>;

/** Misses one address may make in a minute before it waits: tokens cannot be guessed by trying. */
const MISSES_PER_MINUTE = 30;
const GONE = 'This link does not work: it never did, or it was stopped.';

/** The address people open: the public view with the token. */
const viewUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/public/shared-link-view?token=${token}`;

type Shared =
  | { type: 'task'; task: PublicTask }
  | { type: 'note'; note: PublicNote }
  | { type: 'file'; file: PublicFile }
  | { type: 'tasklist'; tasklist: PublicTasklist }
  | { type: 'link'; link: PublicProjectLink };

const targetOf = (row: PublicLinkRow): LinkTarget =>
  row.taskId !== null
    ? { type: 'task', id: row.taskId }
    : row.noteId !== null
      ? { type: 'note', id: row.noteId }
      : row.fileId !== null
        ? { type: 'file', id: row.fileId }
        : row.tasklistId !== null
          ? { type: 'tasklist', id: row.tasklistId }
          : { type: 'link', id: row.linkId! };

/**
 * Public links: a task, a note or a file shared read-only with anyone who has its link, made and
 * stopped by those who edit the item; the public view, which guessing cannot reach (unguessable
 * tokens, misses rate limited per address).
 */
export function createPublicLinksService(deps: Deps) {
  const { db } = deps;
  const limiter = createRateLimiter({ db, clock: deps.clock, windowSeconds: 60 });

  const present = (row: PublicLinkRow): PublicLink => ({
    token: row.token,
    url: viewUrl(deps.config.PUBLIC_URL, row.token),
    date_add: row.dateAdd.toISOString(),
    created_by: { id: row.createdById, fullname: row.creatorName },
    target: {
      ...targetOf(row),
      uuid: row.targetUuid,
      name: row.targetName,
      project: { id: row.projectId, name: row.projectName },
    },
  });

  /** The link in force of an item the actor may share, made when there is none. */
  async function share(actor: UserActor, target: LinkTarget, projectId: number) {
    const existing = await findLinkOf(db, target);
    if (existing) return present(existing);
    await insertLink(db, {
      token: randomBytes(32).toString('base64url'),
      target: target.type,
      projectId,
      taskId: target.type === 'task' ? target.id : null,
      noteId: target.type === 'note' ? target.id : null,
      fileId: target.type === 'file' ? target.id : null,
      tasklistId: target.type === 'tasklist' ? target.id : null,
      linkId: target.type === 'link' ? target.id : null,
      createdById: actor.id,
      dateAdd: deps.clock.now(),
    });
    // Two people sharing at once share the one link that won.
    return present((await findLinkOf(db, target))!);
  }

  /** The note the actor may share (edit), in use. */
  async function editableNote(actor: UserActor, noteId: number) {
    const { note, access } = await loadNote(db, actor.id, noteId);
    if (!notePolicy.edit(access, note.tasklistId)) throw forbidden('You cannot share this note.');
    if (note.dateDeleted) throw conflict('The note is in the trash. Restore it first.');
    return note;
  }

  /** The file the actor may share (its uploader, those who manage the project), in use. */
  async function editableFile(actor: UserActor, uuid: string) {
    const { row, access } = await loadVisibleFile(db, actor.id, uuid);
    if (!filePolicy.edit(access, row.aclTasklistId, row.ownerId, actor.id))
      throw forbidden('You cannot share this file.');
    if (row.dateDeleted) throw conflict('The file is in the trash. Restore it first.');
    return row;
  }

  /** The task list the actor may share (shape: rename, archive), out of the trash. */
  async function shapeableTasklist(actor: UserActor, tasklistId: number) {
    const { row, access } = await loadTasklist(db, actor.id, tasklistId);
    if (!tasklistPolicy.update(access, row.tasklist.id))
      throw forbidden('You cannot share this task list.');
    if (row.tasklist.dateDeleted)
      throw conflict('The task list is in the trash. Restore it first.');
    return row.tasklist;
  }

  /** The project's link the actor may share: its author, those who manage the project. */
  async function editableLink(actor: UserActor, uuid: string) {
    const { link, access } = await loadLink(db, actor.id, { uuid });
    if (!linkPolicy.edit(access, link.authorId, actor.id))
      throw forbidden('You cannot share this link.');
    return link;
  }

  /** A link that is in force, or the same 404 for any other token (each miss counted). */
  async function inForce(token: string, address: string) {
    const link = await findLinkByToken(db, token);
    if (!link || link.dateRevoked !== null) {
      await limiter.hit([{ key: `public-link:${address}`, limit: MISSES_PER_MINUTE }]);
      throw notFound('The shared item');
    }
    return link;
  }

  return {
    async shareTask(actor: UserActor, taskId: number) {
      const { task } = await loadEditableTask(db, actor.id, taskId);
      return share(actor, { type: 'task', id: task.id }, task.projectId);
    },
    async ofTask(actor: UserActor, taskId: number) {
      const { task } = await loadTask(db, actor.id, taskId);
      const link = await findLinkOf(db, { type: 'task', id: task.id });
      return link ? present(link) : null;
    },
    async shareNote(actor: UserActor, noteId: number) {
      const note = await editableNote(actor, noteId);
      return share(actor, { type: 'note', id: note.id }, note.projectId);
    },
    async ofNote(actor: UserActor, noteId: number) {
      const { note } = await loadNote(db, actor.id, noteId);
      const link = await findLinkOf(db, { type: 'note', id: note.id });
      return link ? present(link) : null;
    },
    async shareFile(actor: UserActor, uuid: string) {
      const file = await editableFile(actor, uuid);
      return share(actor, { type: 'file', id: file.id }, file.projectId);
    },
    async ofFile(actor: UserActor, uuid: string) {
      const { row } = await loadVisibleFile(db, actor.id, uuid);
      const link = await findLinkOf(db, { type: 'file', id: row.id });
      return link ? present(link) : null;
    },

    async shareTasklist(actor: UserActor, tasklistId: number) {
      const list = await shapeableTasklist(actor, tasklistId);
      return share(actor, { type: 'tasklist', id: list.id }, list.projectId);
    },
    async ofTasklist(actor: UserActor, tasklistId: number) {
      const { row } = await loadTasklist(db, actor.id, tasklistId);
      const link = await findLinkOf(db, { type: 'tasklist', id: row.tasklist.id });
      return link ? present(link) : null;
    },
    async shareLink(actor: UserActor, uuid: string) {
      const link = await editableLink(actor, uuid);
      return share(actor, { type: 'link', id: link.id }, link.projectId);
    },
    async ofLink(actor: UserActor, uuid: string) {
      const { link } = await loadLink(db, actor.id, { uuid });
      const shared = await findLinkOf(db, { type: 'link', id: link.id });
      return shared ? present(shared) : null;
    },

    async mine(actor: UserActor) {
      return (await listLinksOf(db, actor.id)).map(present);
    },

    async revoke(actor: UserActor, token: string) {
      const link = await findLinkByToken(db, token);
      if (!link || link.dateRevoked !== null) throw notFound('The link');
      if (link.createdById !== actor.id) {
        // Others stop it by the right to edit the item (404 when they do not see it).
        const target = targetOf(link);
        const refuse = (error: unknown) => {
          if (error instanceof AppError && error.status === 404) throw notFound('The link');
          throw forbidden('You cannot stop this link.');
        };
        if (target.type === 'task') {
          await loadTask(db, actor.id, target.id).catch(() => {
            throw notFound('The link');
          });
          await loadEditableTask(db, actor.id, target.id).catch(refuse);
        } else if (target.type === 'note') {
          await editableNote(actor, target.id).catch(refuse);
        } else if (target.type === 'file') {
          await editableFile(actor, link.targetUuid!).catch(refuse);
        } else if (target.type === 'tasklist') {
          await shapeableTasklist(actor, target.id).catch(refuse);
        } else {
          await editableLink(actor, link.targetUuid!).catch(refuse);
        }
      }
      await revokeLink(db, link.id, deps.clock.now());
      return { ok: true as const };
    },

    /** The shared item for anyone with the link; one in the trash shows nothing. */
    async view(token: string, address: string): Promise<Shared> {
      const link = await inForce(token, address);
      const target = targetOf(link);
      if (target.type === 'note') {
        const note = await readPublicNote(db, target.id);
        if (!note || note.dateDeleted !== null) throw conflict(GONE);
        return {
          type: 'note',
          note: {
            name: note.name,
            content: note.content,
            date_upd: note.dateUpd.toISOString(),
            project_name: note.projectName,
          },
        };
      }
      if (target.type === 'file') {
        const file = await sharedFileFacts(db, target.id);
        if (!file || file.trashed) throw conflict(GONE);
        const base = `${ROUTES.publicLinks.viewFile.path}?token=${token}`;
        return {
          type: 'file',
          file: {
            original_filename: file.originalFilename,
            mime_type: file.mimeType,
            size: file.size,
            date_add: file.dateAdd.toISOString(),
            project_name: file.projectName,
            preview_url: file.hasPreview ? `${base}&preview=1` : null,
            download_url: base,
          },
        };
      }
      if (target.type === 'tasklist') {
        const list = await readPublicTasklist(db, target.id);
        if (!list || list.dateDeleted !== null) throw conflict(GONE);
        return {
          type: 'tasklist',
          tasklist: {
            name: list.name,
            project_name: list.projectName,
            tasks: list.tasks.map((task) => ({
              name: task.name,
              finished: task.stateId === TASK_STATE.finished,
              due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
            })),
          },
        };
      }
      if (target.type === 'link') {
        const link = await readPublicLink(db, target.id);
        if (!link) throw conflict(GONE);
        return {
          type: 'link',
          link: { name: link.name, url: link.url, project_name: link.projectName },
        };
      }
      const shown = await readPublicTask(db, target.id);
      if (!shown || shown.task.dateDeleted !== null) throw conflict(GONE);
      const { task } = shown;
      return {
        type: 'task',
        task: {
          name: task.name,
          description: task.description,
          finished: task.stateId === TASK_STATE.finished,
          due_date: formatDueDate(task.dueDate, task.dueDateHasTime),
          due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
          project_name: shown.projectName,
          tasklist_name: shown.tasklistName,
          subtasks: shown.subtasks.map((s) => ({
            name: s.name,
            finished: s.stateId === TASK_STATE.finished,
          })),
        },
      };
    },

    /** A shared file's preview or its download, for anyone with the link. */
    async viewFile(token: string, address: string, preview: boolean) {
      const link = await inForce(token, address);
      if (link.fileId === null) throw notFound('The shared file');
      return sharedFileOut(db, deps.files, link.fileId, preview);
    },
  };
}

export type PublicLinksService = ReturnType<typeof createPublicLinksService>;
