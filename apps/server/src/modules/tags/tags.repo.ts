import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectTagLinks, tags } from '../../db/schema/people.ts';
import { projectMembers } from '../../db/schema/projects.ts';

/**
 * The tags on the given projects that a viewer sees: public ones, and private ones of their own.
 * `usageCount` counts the viewer's projects carrying the tag.
 */
export async function listTagsOfProjects(db: DbOrTx, projectIds: number[], viewerId: number) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectTagLinks.projectId,
      id: tags.id,
      tag: tags.tag,
      color: tags.color,
      isPrivate: tags.isPrivate,
      authorId: tags.authorId,
      usageCount: sql<number>`(
        select count(*)::int from ${projectTagLinks} l
        join ${projectMembers} m on m.project_id = l.project_id and m.user_id = ${viewerId}
        where l.tag_id = ${tags.id}
      )`,
    })
    .from(projectTagLinks)
    .innerJoin(tags, eq(tags.id, projectTagLinks.tagId))
    .where(
      and(
        inArray(projectTagLinks.projectId, projectIds),
        or(eq(tags.isPrivate, false), eq(tags.authorId, viewerId)),
      ),
    )
    .orderBy(asc(sql`lower(${tags.tag})`), asc(tags.id));
}
export type ProjectTagRow = Awaited<ReturnType<typeof listTagsOfProjects>>[number];
