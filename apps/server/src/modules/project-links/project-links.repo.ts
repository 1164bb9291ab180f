import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments } from '../../db/schema/comments.ts';
import { projectLinks } from '../../db/schema/project-links.ts';
import { projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

export type LinkRecord = typeof projectLinks.$inferSelect;

/** A link with its author, project and comments' count, read in one statement. */
export interface LinkRow extends LinkRecord {
  authorName: string;
  projectName: string;
  countComments: number;
}

const shown = {
  id: projectLinks.id,
  uuid: projectLinks.uuid,
  projectId: projectLinks.projectId,
  name: projectLinks.name,
  url: projectLinks.url,
  authorId: projectLinks.authorId,
  dateAdd: projectLinks.dateAdd,
  version: projectLinks.version,
  authorName: sql<string>`concat_ws(' ', nullif(${users.fname}, ''), nullif(${users.lname}, ''))`,
  projectName: projects.name,
  countComments: sql<number>`(select count(*)::int from ${comments} lc
    where lc.link_id = ${projectLinks.id})`,
};

const linksWith = (db: DbOrTx) =>
  db
    .select(shown)
    .from(projectLinks)
    .innerJoin(users, eq(users.id, projectLinks.authorId))
    .innerJoin(projects, eq(projects.id, projectLinks.projectId));

export async function listProjectLinks(db: DbOrTx, projectId: number): Promise<LinkRow[]> {
  return linksWith(db).where(eq(projectLinks.projectId, projectId)).orderBy(desc(projectLinks.id));
}

export async function findLink(
  db: DbOrTx,
  where: { uuid: string } | { id: number },
): Promise<LinkRow | undefined> {
  const [row] = await linksWith(db).where(
    'uuid' in where ? eq(projectLinks.uuid, where.uuid) : eq(projectLinks.id, where.id),
  );
  return row;
}

export async function insertLink(
  db: DbOrTx,
  row: typeof projectLinks.$inferInsert,
): Promise<LinkRecord> {
  const [created] = await db.insert(projectLinks).values(row).returning();
  return created!;
}

export async function updateLink(
  db: DbOrTx,
  id: number,
  change: { name?: string; url?: string },
): Promise<void> {
  await db
    .update(projectLinks)
    .set({ ...change, version: sql`${projectLinks.version} + 1` })
    .where(eq(projectLinks.id, id));
}

export async function deleteLink(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(projectLinks)
    .where(eq(projectLinks.id, id))
    .returning({ id: projectLinks.id });
  return rows.length > 0;
}
