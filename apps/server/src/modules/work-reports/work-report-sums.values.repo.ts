import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jsonRowsOf, readJsonDocument } from '../../db/json-rows.ts';
import { projectTagLinks, tags } from '../../db/schema/people.ts';
import { projectMembers, projects, tasks } from '../../db/schema/projects.ts';
import { labels, taskLabels } from '../../db/schema/task-details.ts';
import { users } from '../../db/schema/users.ts';
import { seesProject, viewerSeesTask } from '../projects/index.ts';

export interface FilterValueRows {
  currencies: string[];
  projects: Array<{ id: number; name: string; currency: string }>;
  users: Array<{ id: number; fullname: string }>;
  labels: Array<{ name: string; color: string | null }>;
  tags: Array<{ name: string; color: string | null }>;
}

/** Names of labels or tags once each whatever their case, with the colour of the first. */
const distinctNames = (name: SQL, color: SQL, id: SQL) =>
  sql`min(${name}), (array_agg(${color} order by ${id}))[1]`;

/**
 * The values of the projects the viewer sees: the projects and their currencies, the people the
 * query `people` names (among those of `seen`, the projects), the labels of the tasks the viewer sees there, and the projects' tags (public, or
 * the viewer's own). Read from the projects and their members, never by scanning the reports.
 */
async function valuesOf(db: DbOrTx, viewerId: number, people: SQL): Promise<FilterValueRows> {
  const inSeen = sql`(select project_id from seen)`;
  const reads = [
    jsonRowsOf(
      sql`select distinct ${projects.currency} from ${projects} where ${projects.id} in ${inSeen}`,
      1,
      [0],
    ),
    jsonRowsOf(
      sql`select ${projects.id}, ${projects.name}, ${projects.currency} from ${projects}
        where ${projects.id} in ${inSeen}`,
      3,
      [1, 0],
    ),
    jsonRowsOf(
      sql`select ${users.id}, concat_ws(' ', nullif(${users.fname}, ''), nullif(${users.lname}, ''))
        from ${users} where ${users.id} in (${people})`,
      2,
      [1, 0],
    ),
    jsonRowsOf(
      sql`select ${distinctNames(sql`l.name`, sql`l.color`, sql`l.id`)}
        from ${labels} l join ${taskLabels} vl on vl.label_id = l.id
        join ${tasks} on ${tasks.id} = vl.task_id
        where ${tasks.projectId} in ${inSeen} and ${tasks.dateDeleted} is null
          and ${viewerSeesTask({ projectId: tasks.projectId, tasklistId: tasks.tasklistId }, viewerId)}
        group by lower(l.name)`,
      2,
      [0],
    ),
    jsonRowsOf(
      sql`select ${distinctNames(sql`tg.tag`, sql`tg.color`, sql`tg.id`)}
        from ${tags} tg join ${projectTagLinks} vt on vt.tag_id = tg.id
        where vt.project_id in ${inSeen} and (not tg.is_private or tg.author_id = ${viewerId})
        group by lower(tg.tag)`,
      2,
      [0],
    ),
  ];
  const result = await db.execute(
    sql`with seen as materialized (select ${projects.id} as project_id from ${projects}
        where ${seesProject(projects.id, viewerId)})
      select json_build_array(${sql.join(reads, sql`, `)}) as rows`,
  );
  const [currencies = [], projectRows = [], userRows = [], labelRows = [], tagRows = []] =
    readJsonDocument(result) as unknown[][][];
  const named = (r: unknown[]) => ({ name: String(r[0]), color: (r[1] as string | null) ?? null });
  return {
    currencies: currencies.map((r) => String(r[0])),
    projects: projectRows.map((r) => ({
      id: Number(r[0]),
      name: String(r[1]),
      currency: String(r[2]),
    })),
    users: userRows.map((r) => ({ id: Number(r[0]), fullname: String(r[1]) })),
    labels: labelRows.map(named),
    tags: tagRows.map(named),
  };
}

/**
 * What the report filter offers: the values of the projects the viewer sees, with the people
 * whose reports they see there: themselves, and the members of the projects they manage (as
 * their owner or a commander, the rule of `viewerSeesWork`).
 */
export function valuesForReports(db: DbOrTx, viewerId: number): Promise<FilterValueRows> {
  return valuesOf(
    db,
    viewerId,
    sql`select ${viewerId}::bigint union
      select rm.user_id from ${projectMembers} rm join ${projects} rp on rp.id = rm.project_id
      where rm.project_id in (select project_id from seen)
        and (rp.owner_id = ${viewerId} or exists (
          select 1 from ${projectMembers} mm
          where mm.project_id = rm.project_id and mm.user_id = ${viewerId} and mm.is_commander))`,
  );
}

/** What the overview's filter offers: the values of the projects the viewer sees, all members. */
export function valuesForOverview(db: DbOrTx, viewerId: number): Promise<FilterValueRows> {
  return valuesOf(
    db,
    viewerId,
    sql`select ${projectMembers.userId} from ${projectMembers}
      where ${projectMembers.projectId} in (select project_id from seen)`,
  );
}
