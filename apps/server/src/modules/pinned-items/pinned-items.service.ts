import type { z } from 'zod';
import type { PinnedItem, pinBodySchema, pinnedItemReorderBodySchema } from '@tandem/contract';
import { generateKeyBetween } from 'fractional-indexing';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import { filePolicy, loadVisibleFile } from '../files/index.ts';
import { linkPolicy, loadLink } from '../project-links/index.ts';
import { loadNote, notePolicy } from '../notes/index.ts';
import { loadProjectAccess, pinnedOrder, taskPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import type { PinnedRow, PinTarget } from './pinned-items.repo.ts';
import { deletePinned, insertPinned, listPinned, setPinnedKey } from './pinned-items.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;
type PinInput = z.output<typeof pinBodySchema>;
type ReorderInput = z.output<typeof pinnedItemReorderBodySchema>;

/** An item to pin as the actor sees it: where it is, its name, and whether they may pin it. */
interface Pinnable {
  target: PinTarget;
  projectId: number;
  tasklistId: number | null;
  noteId: number | null;
  name: string;
  allowed: boolean;
  trashed: boolean;
}

/**
 * Notes, files and links pinned on the project's overview beside its pinned tasks, in one list.
 * Whoever may change an item may pin and unpin it (a file: its uploader and the managers).
 */
export function createPinnedItemsService(deps: Deps) {
  const { db } = deps;

  async function pinnable(actor: UserActor, input: PinInput): Promise<Pinnable> {
    if (input.kind === 'note') {
      const { note, access } = await loadNote(db, actor.id, input.id);
      return {
        target: { kind: 'note', id: note.id },
        projectId: note.projectId,
        tasklistId: note.tasklistId,
        noteId: note.id,
        name: note.name,
        allowed: notePolicy.edit(access, note.tasklistId),
        trashed: note.dateDeleted !== null,
      };
    }
    if (input.kind === 'file') {
      const { row, access } = await loadVisibleFile(db, actor.id, input.uuid);
      return {
        target: { kind: 'file', id: row.id },
        projectId: row.projectId,
        tasklistId: row.aclTasklistId,
        noteId: null,
        name: row.originalFilename,
        allowed: filePolicy.edit(access, row.aclTasklistId, row.ownerId, actor.id),
        trashed: row.dateDeleted !== null,
      };
    }
    const { link, access } = await loadLink(db, actor.id, { uuid: input.uuid });
    return {
      target: { kind: 'link', id: link.id },
      projectId: link.projectId,
      tasklistId: null,
      noteId: null,
      name: link.name,
      allowed: linkPolicy.add(access),
      trashed: false,
    };
  }

  const canUnpin = (row: PinnedRow, access: ProjectAccess, actorId: number): boolean => {
    if (row.taskId !== null) return taskPolicy.update(access, row.tasklistId!);
    if (row.noteId !== null) return notePolicy.edit(access, row.tasklistId);
    if (row.fileId !== null)
      return filePolicy.edit(access, row.fileTasklistId, row.fileOwnerId!, actorId);
    return linkPolicy.add(access);
  };

  const kindOf = (row: PinnedRow): PinnedItem['kind'] =>
    row.taskId !== null
      ? 'task'
      : row.noteId !== null
        ? 'note'
        : row.fileId !== null
          ? 'file'
          : 'link';

  const present = (row: PinnedRow, access: ProjectAccess, actorId: number): PinnedItem => ({
    id: row.id,
    kind: kindOf(row),
    name: row.name,
    date_add: row.dateAdd.toISOString(),
    author: row.author,
    task_id: row.taskId,
    is_finished: row.isFinished,
    note_id: row.noteId,
    file_uuid: row.fileUuid,
    mime_type: row.mimeType,
    has_preview: row.hasPreview,
    link_uuid: row.linkUuid,
    url: row.url,
    can_unpin: canUnpin(row, access, actorId),
  });

  async function list(actor: UserActor, projectId: number): Promise<PinnedItem[]> {
    const { access } = await loadProjectAccess(db, projectId, actor.id);
    return (await listPinned(db, projectId, actor.id)).map((row) => present(row, access, actor.id));
  }

  async function setPinned(
    actor: UserActor,
    projectId: number,
    input: PinInput,
    pinned: boolean,
    mutationId: string | null,
  ): Promise<PinnedItem[]> {
    const item = await pinnable(actor, input);
    // An item of another project is none of this project's.
    if (item.projectId !== projectId) throw notFound(`The ${input.kind}`);
    if (!item.allowed)
      throw forbidden(`You cannot ${pinned ? 'pin' : 'unpin'} this ${input.kind}.`);
    if (pinned && item.trashed)
      throw conflict(`The ${input.kind} is in the trash. Restore it first.`);
    await deps.transact(async (uow) => {
      const changed = pinned
        ? await insertPinned(uow.tx, {
            projectId,
            target: item.target,
            authorId: actor.id,
            dateAdd: deps.clock.now(),
          })
        : await deletePinned(uow.tx, projectId, item.target);
      // Already as asked: nothing changed, so nobody is told.
      if (!changed) return;
      await deps.recordEvent(uow, {
        type: pinned ? 'item.pinned' : 'item.unpinned',
        actorId: actor.id,
        projectId,
        tasklistId: item.tasklistId,
        noteId: item.noteId,
        notice: { item_kind: input.kind, item_name: item.name },
        mutationId,
      });
    });
    return list(actor, projectId);
  }

  /**
   * Puts a pinned item right before or right after another the actor sees; one row is rewritten.
   * Items the actor does not see keep their places among the others.
   */
  async function reorder(
    actor: UserActor,
    projectId: number,
    input: ReorderInput,
    mutationId: string | null,
  ): Promise<PinnedItem[]> {
    const { access } = await loadProjectAccess(db, projectId, actor.id);
    const seen = await listPinned(db, projectId, actor.id);
    const item = seen.find((row) => row.id === input.id);
    if (!item) throw notFound('The pinned item');
    if (!canUnpin(item, access, actor.id)) throw forbidden('You cannot move this pinned item.');
    const field = input.before_id === undefined ? 'after_id' : 'before_id';
    const anchorId = input.before_id ?? input.after_id!;
    if (anchorId === item.id || !seen.some((row) => row.id === anchorId))
      throw validationFailed({ [field]: ['Choose another pinned item of the project.'] });
    await deps.transact(async (uow) => {
      const order = (await pinnedOrder(uow.tx, projectId)).filter((row) => row.id !== item.id);
      const at = order.findIndex((row) => row.id === anchorId);
      // Unpinned meanwhile: the place asked for is gone.
      if (at < 0) throw conflict('The pinned items changed meanwhile. Try again.');
      const [before, after] =
        field === 'after_id' ? [order[at], order[at + 1]] : [order[at - 1], order[at]];
      await setPinnedKey(
        uow.tx,
        item.id,
        generateKeyBetween(before?.key ?? null, after?.key ?? null),
      );
      await deps.recordEvent(uow, {
        type: 'item.reordered',
        actorId: actor.id,
        projectId,
        tasklistId: item.tasklistId,
        noteId: item.noteId,
        notice: { item_kind: kindOf(item), item_name: item.name },
        mutationId,
      });
    });
    return list(actor, projectId);
  }

  return {
    list,
    reorder,
    pin: (actor: UserActor, projectId: number, input: PinInput, mutationId: string | null) =>
      setPinned(actor, projectId, input, true, mutationId),
    unpin: (actor: UserActor, projectId: number, input: PinInput, mutationId: string | null) =>
      setPinned(actor, projectId, input, false, mutationId),
  };
}

export type PinnedItemsService = ReturnType<typeof createPinnedItemsService>;
