import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { filePreviews, files } from '../../db/schema/files.ts';
import { notes } from '../../db/schema/notes.ts';
import { projectLinks } from '../../db/schema/project-links.ts';
import { tasks } from '../../db/schema/projects.ts';
import type { PinnedKind } from '../../db/schema/task-details.ts';
import { pinnedItems } from '../../db/schema/task-details.ts';
import { users } from '../../db/schema/users.ts';
import { fileListOf, fileSeenBy } from '../files/index.ts';
import { noteSeenBy } from '../notes/index.ts';
import { firstPinKey, seesProject, viewerSeesTask } from '../projects/index.ts';

/** A pinned item with what its card shows, read with the item in one statement. */
export interface PinnedRow {
  id: number;
  dateAdd: Date;
  author: { id: number; fullname: string } | null;
  taskId: number | null;
  noteId: number | null;
  fileId: number | null;
  linkId: number | null;
  name: string;
  /** The task list whose ACL applies to the item (its task's, its note's, its file's). */
  tasklistId: number | null;
  isFinished: boolean;
  noteAuthorId: number | null;
  fileUuid: string | null;
  fileOwnerId: number | null;
  /** The task list whose ACL applies to a file (its task's or its comment's). */
  fileTasklistId: number | null;
  mimeType: string | null;
  hasPreview: boolean;
  linkUuid: string | null;
  linkAuthorId: number | null;
  url: string | null;
}

const fullname = (alias: string) =>
  sql.raw(`concat_ws(' ', nullif(${alias}.fname, ''), nullif(${alias}.lname, ''))`);

/**
 * A project's pinned items a person sees, in their order (a new pin goes first): each kind by the projects' one
 * visibility rule (tasks and notes of a task list by its ACL, files as the files module decides,
 * links by the project), nothing in the trash.
 */
export async function listPinned(
  db: DbOrTx,
  projectId: number,
  viewerId: number,
): Promise<PinnedRow[]> {
  return db
    .select({
      id: pinnedItems.id,
      dateAdd: pinnedItems.dateAdd,
      author: sql<PinnedRow['author']>`case when ${users.id} is null then null
        else json_build_object('id', ${users.id}, 'fullname', ${fullname('users')}) end`,
      taskId: pinnedItems.taskId,
      noteId: pinnedItems.noteId,
      fileId: pinnedItems.fileId,
      linkId: pinnedItems.linkId,
      name: sql<string>`coalesce(${tasks.name}, ${notes.name}, ${files.originalFilename}, ${projectLinks.name})`,
      tasklistId: sql<number | null>`coalesce(${tasks.tasklistId}, ${notes.tasklistId})`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
      isFinished: sql<boolean>`coalesce(${tasks.stateId} = ${TASK_STATE.finished}, false)`,
      noteAuthorId: notes.authorId,
      fileUuid: files.uuid,
      fileOwnerId: files.ownerId,
      fileTasklistId: sql<number | null>`${fileListOf}`.mapWith((v: unknown) =>
        v === null ? null : Number(v),
      ),
      mimeType: files.mimeType,
      hasPreview: sql<boolean>`exists (select 1 from ${filePreviews} pp where pp.file_id = ${files.id})`,
      linkUuid: projectLinks.uuid,
      linkAuthorId: projectLinks.authorId,
      url: projectLinks.url,
    })
    .from(pinnedItems)
    .leftJoin(users, eq(users.id, pinnedItems.authorId))
    .leftJoin(tasks, and(eq(tasks.id, pinnedItems.taskId), isNull(tasks.dateDeleted)))
    .leftJoin(notes, and(eq(notes.id, pinnedItems.noteId), isNull(notes.dateDeleted)))
    .leftJoin(files, and(eq(files.id, pinnedItems.fileId), fileSeenBy(viewerId)))
    .leftJoin(projectLinks, eq(projectLinks.id, pinnedItems.linkId))
    .where(
      and(
        eq(pinnedItems.projectId, projectId),
        sql`(
          (${tasks.id} is not null and ${tasks.projectId} = ${projectId}
            and ${viewerSeesTask({ projectId: tasks.projectId, tasklistId: tasks.tasklistId }, viewerId)})
          or (${notes.id} is not null and ${noteSeenBy(viewerId)})
          or ${files.id} is not null
          or (${projectLinks.id} is not null and ${seesProject(projectLinks.projectId, viewerId)})
        )`,
      ),
    )
    .orderBy(asc(pinnedItems.sortingKey), asc(pinnedItems.id));
}

export type PinTarget = { kind: Exclude<PinnedKind, 'task'>; id: number };

const column = (kind: PinTarget['kind']) =>
  kind === 'note' ? pinnedItems.noteId : kind === 'file' ? pinnedItems.fileId : pinnedItems.linkId;

/** Pins an item; false when it was pinned already. */
export async function insertPinned(
  db: DbOrTx,
  row: { projectId: number; target: PinTarget; authorId: number; dateAdd: Date },
): Promise<boolean> {
  const { target } = row;
  const sortingKey = await firstPinKey(db, row.projectId);
  const added = await db
    .insert(pinnedItems)
    .values({
      sortingKey,
      projectId: row.projectId,
      authorId: row.authorId,
      dateAdd: row.dateAdd,
      ...(target.kind === 'note'
        ? { noteId: target.id }
        : target.kind === 'file'
          ? { fileId: target.id }
          : { linkId: target.id }),
    })
    .onConflictDoNothing()
    .returning({ id: pinnedItems.id });
  return added.length > 0;
}

/** Unpins an item; false when it was not pinned. */
export async function deletePinned(
  db: DbOrTx,
  projectId: number,
  target: PinTarget,
): Promise<boolean> {
  const removed = await db
    .delete(pinnedItems)
    .where(and(eq(pinnedItems.projectId, projectId), eq(column(target.kind), target.id)))
    .returning({ id: pinnedItems.id });
  return removed.length > 0;
}

/** Gives a pinned item its new place. */
export async function setPinnedKey(db: DbOrTx, id: number, sortingKey: string): Promise<void> {
  await db.update(pinnedItems).set({ sortingKey }).where(eq(pinnedItems.id, id));
}
