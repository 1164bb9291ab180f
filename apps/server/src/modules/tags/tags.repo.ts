import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectTagLinks, tags } from '../../db/schema/people.ts';
import type { TagRow } from '../projects/index.ts';
import { seesProject, tagColumns } from '../projects/index.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';

export type TagRecord = typeof tags.$inferSelect;

/** A tag the viewer may use: their own, or a public one on a project they see. */
const visibleTo = (viewerId: number) =>
  or(
    eq(tags.authorId, viewerId),
    and(
      eq(tags.isPrivate, false),
      sql`exists (
        select 1 from ${projectTagLinks} vl
        where vl.tag_id = ${tags.id} and ${seesProject(sql`vl.project_id`, viewerId)}
      )`,
    ),
  );

const byName = [asc(sql`lower(${tags.tag})`), asc(tags.id)];

/** The tags a viewer may use, by name; with `ids`, only those among them. */
export async function listTagsVisibleTo(
  db: DbOrTx,
  viewerId: number,
  ids?: number[],
): Promise<TagRow[]> {
  if (ids?.length === 0) return [];
  return db
    .select(tagColumns(viewerId))
    .from(tags)
    .where(and(visibleTo(viewerId), ids ? inArray(tags.id, ids) : undefined))
    .orderBy(...byName);
}

/** Whether the user manages a project that is not in the trash (owner or commander). */
export async function managesAnyProject(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(
      and(
        sql`${projects.stateId} <> ${PROJECT_STATE.deleted}`,
        or(eq(projects.ownerId, userId), eq(projectMembers.isCommander, true)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findTag(db: DbOrTx, id: number): Promise<TagRecord | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  return row;
}

export async function insertTag(db: DbOrTx, row: typeof tags.$inferInsert): Promise<TagRecord> {
  const [created] = await db.insert(tags).values(row).returning();
  return created!;
}

export async function updateTag(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<TagRecord, 'tag' | 'color' | 'isPrivate'>>,
): Promise<void> {
  await db.update(tags).set(changes).where(eq(tags.id, id));
}

/** Deletes a tag; its links to projects go with it. */
export async function deleteTag(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tags).where(eq(tags.id, id));
}

/** The projects carrying a tag, each with the given user's membership (null when none). */
export async function listProjectsCarrying(db: DbOrTx, tagId: number, userId: number) {
  return db
    .select({ project: projects, membership: projectMembers })
    .from(projectTagLinks)
    .innerJoin(projects, eq(projects.id, projectTagLinks.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(eq(projectTagLinks.tagId, tagId))
    .orderBy(asc(projects.id));
}

/** The tags on a project that the viewer sees: public ones and their own private ones. */
export async function listLinksVisibleTo(db: DbOrTx, projectId: number, viewerId: number) {
  return db
    .select({ id: tags.id, tag: tags.tag, isPrivate: tags.isPrivate })
    .from(projectTagLinks)
    .innerJoin(tags, eq(tags.id, projectTagLinks.tagId))
    .where(
      and(
        eq(projectTagLinks.projectId, projectId),
        or(eq(tags.isPrivate, false), eq(tags.authorId, viewerId)),
      ),
    );
}

export async function insertLinks(
  db: DbOrTx,
  projectId: number,
  tagIds: number[],
  addedById: number,
  dateAdd: Date,
): Promise<void> {
  if (tagIds.length === 0) return;
  await db
    .insert(projectTagLinks)
    .values(tagIds.map((tagId) => ({ projectId, tagId, addedById, dateAdd })))
    .onConflictDoNothing();
}

/** Takes tags off one project. */
export async function deleteLinks(db: DbOrTx, projectId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length === 0) return;
  await db
    .delete(projectTagLinks)
    .where(and(eq(projectTagLinks.projectId, projectId), inArray(projectTagLinks.tagId, tagIds)));
}

/** Takes one tag off several projects. */
export async function deleteLinksOfTag(
  db: DbOrTx,
  tagId: number,
  projectIds: number[],
): Promise<void> {
  if (projectIds.length === 0) return;
  await db
    .delete(projectTagLinks)
    .where(and(eq(projectTagLinks.tagId, tagId), inArray(projectTagLinks.projectId, projectIds)));
}
