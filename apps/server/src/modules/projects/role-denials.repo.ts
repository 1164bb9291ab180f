import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projectMemberRoles, roles } from '../../db/schema/people.ts';
import type { IdParam } from '../../db/id-list.ts';

/**
 * A column of the action ids (1 to 7) that a member's roles deny in a project, for queries that
 * list memberships: the caller maps it with `Number` (PostgreSQL sends small integers).
 */
export function deniedActionIdsColumn(projectId: AnyPgColumn, userId: AnyPgColumn | IdParam) {
  return sql<number[]>`coalesce((
    select array_agg(distinct denied.id)
    from ${projectMemberRoles} pmr
    join ${roles} r on r.id = pmr.role_id
    cross join unnest(r.disallowed_actions) as denied(id)
    where pmr.project_id = ${projectId} and pmr.user_id = ${userId}
  ), '{}')`;
}
