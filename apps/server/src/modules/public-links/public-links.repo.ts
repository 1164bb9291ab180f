import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { publicLinks } from '../../db/schema/public-links.ts';
import { projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskchecks } from '../../db/schema/task-details.ts';
import { users } from '../../db/schema/users.ts';
import { notes } from '../../db/schema/notes.ts';
import { files } from '../../db/schema/files.ts';
import { projectLinks } from '../../db/schema/project-links.ts';

export type PublicLinkRecord = typeof publicLinks.$inferSelect;

/** A link with what it shows named, read in one statement. */
export interface PublicLinkRow extends PublicLinkRecord {
  /** The name of what it shows (a task's, a note's, a file's). */
  targetName: string;
  targetUuid: string | null;
  projectName: string;
  creatorName: string;
}

const shown = {
  id: publicLinks.id,
  token: publicLinks.token,
  target: publicLinks.target,
  projectId: publicLinks.projectId,
  taskId: publicLinks.taskId,
  noteId: publicLinks.noteId,
  fileId: publicLinks.fileId,
  tasklistId: publicLinks.tasklistId,
  linkId: publicLinks.linkId,
  createdById: publicLinks.createdById,
  dateAdd: publicLinks.dateAdd,
  dateRevoked: publicLinks.dateRevoked,
  targetName: sql<string>`coalesce(${tasks.name}, ${notes.name}, ${files.originalFilename},
    ${tasklists.name}, ${projectLinks.name})`,
  targetUuid: sql<string | null>`coalesce(${files.uuid}::text, ${projectLinks.uuid}::text)`,
  projectName: projects.name,
  creatorName: sql<string>`concat_ws(' ', nullif(${users.fname}, ''), nullif(${users.lname}, ''))`,
};

function linksWith(db: DbOrTx) {
  return db
    .select(shown)
    .from(publicLinks)
    .leftJoin(tasks, eq(tasks.id, publicLinks.taskId))
    .leftJoin(notes, eq(notes.id, publicLinks.noteId))
    .leftJoin(files, eq(files.id, publicLinks.fileId))
    .leftJoin(tasklists, eq(tasklists.id, publicLinks.tasklistId))
    .leftJoin(projectLinks, eq(projectLinks.id, publicLinks.linkId))
    .innerJoin(projects, eq(projects.id, publicLinks.projectId))
    .innerJoin(users, eq(users.id, publicLinks.createdById));
}

/** What a link shows, as its column names it. */
export type LinkTarget = { type: 'task' | 'note' | 'file' | 'tasklist' | 'link'; id: number };
const targetColumn = (type: LinkTarget['type']) =>
  ({
    task: publicLinks.taskId,
    note: publicLinks.noteId,
    file: publicLinks.fileId,
    tasklist: publicLinks.tasklistId,
    link: publicLinks.linkId,
  })[type];

/** The item's link in force, if it has one. */
export async function findLinkOf(
  db: DbOrTx,
  target: LinkTarget,
): Promise<PublicLinkRow | undefined> {
  const [row] = await linksWith(db).where(
    and(eq(targetColumn(target.type), target.id), isNull(publicLinks.dateRevoked)),
  );
  return row;
}

/** A link by its token, in force or not. */
export async function findLinkByToken(
  db: DbOrTx,
  token: string,
): Promise<PublicLinkRow | undefined> {
  const [row] = await linksWith(db).where(eq(publicLinks.token, token));
  return row;
}

/** The links one person made that are in force, newest first. */
export async function listLinksOf(db: DbOrTx, userId: number): Promise<PublicLinkRow[]> {
  return linksWith(db)
    .where(and(eq(publicLinks.createdById, userId), isNull(publicLinks.dateRevoked)))
    .orderBy(desc(publicLinks.id));
}

/** Makes a link; undefined when the task got one in the meantime. */
export async function insertLink(
  db: DbOrTx,
  row: typeof publicLinks.$inferInsert,
): Promise<PublicLinkRecord | undefined> {
  const [created] = await db.insert(publicLinks).values(row).onConflictDoNothing().returning();
  return created;
}

export async function revokeLink(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(publicLinks)
    .set({ dateRevoked: now })
    .where(and(eq(publicLinks.id, id), isNull(publicLinks.dateRevoked)))
    .returning({ id: publicLinks.id });
  return rows.length > 0;
}

/** What the public view of a task shows: the task, its list and project, its subtasks. */
export async function readPublicTask(db: DbOrTx, taskId: number) {
  const [row] = await db
    .select({ task: tasks, tasklistName: tasklists.name, projectName: projects.name })
    .from(tasks)
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(eq(tasks.id, taskId));
  if (!row) return undefined;
  const subtasks = await db
    .select({ name: taskchecks.name, stateId: taskchecks.stateId })
    .from(taskchecks)
    .where(eq(taskchecks.taskId, taskId))
    .orderBy(asc(taskchecks.sortingKey), asc(taskchecks.id));
  return { ...row, subtasks };
}

/** Which of the tasks have a link in force: the `public_links` part. */
export function linkedTasks(db: DbOrTx, taskIds: IdsParam): RowsRead<{ taskId: number }> {
  return rowsRead(
    db
      .select({ taskId: publicLinks.taskId })
      .from(publicLinks)
      .where(and(inIds(publicLinks.taskId, taskIds), isNull(publicLinks.dateRevoked))),
    1,
    (r) => ({ taskId: Number(r[0]) }),
  );
}

/** What the public view of a note shows. */
export async function readPublicNote(db: DbOrTx, noteId: number) {
  const [row] = await db
    .select({
      name: notes.name,
      content: notes.content,
      dateUpd: notes.dateUpd,
      dateDeleted: notes.dateDeleted,
      projectName: projects.name,
    })
    .from(notes)
    .innerJoin(projects, eq(projects.id, notes.projectId))
    .where(eq(notes.id, noteId));
  return row;
}

/** What the public view of a task list shows: its name, project, and its tasks out of the trash. */
export async function readPublicTasklist(db: DbOrTx, tasklistId: number) {
  const [row] = await db
    .select({
      name: tasklists.name,
      dateDeleted: tasklists.dateDeleted,
      projectName: projects.name,
    })
    .from(tasklists)
    .innerJoin(projects, eq(projects.id, tasklists.projectId))
    .where(eq(tasklists.id, tasklistId));
  if (!row) return undefined;
  const list = await db
    .select({
      name: tasks.name,
      stateId: tasks.stateId,
      dueDateEnd: tasks.dueDateEnd,
      dueDateEndHasTime: tasks.dueDateEndHasTime,
    })
    .from(tasks)
    .where(and(eq(tasks.tasklistId, tasklistId), isNull(tasks.dateDeleted)))
    .orderBy(asc(tasks.sortingKey), asc(tasks.id))
    .limit(PUBLIC_TASKS_MAX);
  return { ...row, tasks: list };
}

/** Tasks a shared task list shows at most. */
export const PUBLIC_TASKS_MAX = 500;

/** What the public view of a project's link shows. */
export async function readPublicLink(db: DbOrTx, linkId: number) {
  const [row] = await db
    .select({ name: projectLinks.name, url: projectLinks.url, projectName: projects.name })
    .from(projectLinks)
    .innerJoin(projects, eq(projects.id, projectLinks.projectId))
    .where(eq(projectLinks.id, linkId));
  return row;
}
