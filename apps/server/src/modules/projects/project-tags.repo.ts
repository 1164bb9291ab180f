import { and, eq, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { projectTagLinks, tags } from '../../db/schema/people.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';

// The tags a project carries, as the project is read: the tag module edits tags and links.

/**
 * Whether a viewer sees the project with the given id: a member sees it unless it is in the
 * trash, where only its owner does (the same rule as `projectPolicy.read`).
 */
export function seesProject(projectId: SQL | AnyColumn, viewerId: IdParam): SQL {
  return sql`exists (
    select 1 from ${projectMembers} sm join ${projects} sp on sp.id = sm.project_id
    where sm.project_id = ${projectId} and sm.user_id = ${viewerId}
      and (sp.state_id <> ${PROJECT_STATE.deleted} or sp.owner_id = ${viewerId})
  )`;
}

/** How many projects the viewer sees carry the tag. */
const usageCount = (viewerId: IdParam) => sql<number>`(
  select count(*)::int from ${projectTagLinks} ul
  where ul.tag_id = ${tags.id} and ${seesProject(sql`ul.project_id`, viewerId)}
)`;

/** The columns of a tag as one viewer sees it. */
export const tagColumns = (viewerId: IdParam) => ({
  id: tags.id,
  tag: tags.tag,
  color: tags.color,
  isPrivate: tags.isPrivate,
  authorId: tags.authorId,
  usageCount: usageCount(viewerId),
});

/**
 * The tags on the given projects that a viewer sees: public ones, and private ones of their own.
 * `usageCount` counts the viewer's projects carrying the tag.
 */
export function tagsOfProjects(
  db: DbOrTx,
  projectIds: IdsParam,
  viewerId: IdParam,
): RowsRead<ProjectTagRow> {
  return rowsRead(
    db
      .select({
        projectId: projectTagLinks.projectId,
        ...tagColumns(viewerId),
        key: sql`lower(${tags.tag})`,
      })
      .from(projectTagLinks)
      .innerJoin(tags, eq(tags.id, projectTagLinks.tagId))
      .where(
        and(
          inIds(projectTagLinks.projectId, projectIds),
          or(eq(tags.isPrivate, false), eq(tags.authorId, viewerId)),
        ),
      ),
    8,
    (r) => ({
      projectId: Number(r[0]),
      id: Number(r[1]),
      tag: r[2] as string,
      color: r[3] as string | null,
      isPrivate: r[4] as boolean,
      authorId: Number(r[5]),
      usageCount: Number(r[6]),
    }),
    [7, 1],
  );
}
export interface ProjectTagRow {
  projectId: number;
  id: number;
  tag: string;
  color: string | null;
  isPrivate: boolean;
  authorId: number;
  usageCount: number;
}
/** A tag as one viewer sees it, wherever it is shown. */
export type TagRow = Omit<ProjectTagRow, 'projectId'>;

/** SQL for a projects query: the project carries the tag and the viewer sees that tag. */
export function carriesTagVisibleTo(projectId: AnyColumn, tagId: number, viewerId: number): SQL {
  return sql`exists (
    select 1 from ${projectTagLinks} fl join ${tags} ft on ft.id = fl.tag_id
    where fl.project_id = ${projectId} and fl.tag_id = ${tagId}
      and (ft.is_private = false or ft.author_id = ${viewerId})
  )`;
}
