import { randomUUID } from 'node:crypto';
import { and, eq, exists, getTableName, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { selectJsonRows } from '../../db/json-rows.ts';
import { projectMembers, tasks } from '../../db/schema/projects.ts';
import {
  customFieldEnumValues,
  customFieldValues,
  customFields,
  taskLabels,
  taskRelations,
  taskUserEstimates,
  taskchecks,
} from '../../db/schema/task-details.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';

/** A source id and the id of its copy. */
export interface CopyPair {
  from: number;
  to: number;
}

/**
 * The rows of a table that a condition picks, each paired with a new id taken from the table's
 * sequence, so that copies can be written with their ids known and their parts can name them.
 */
async function newIdsFor(
  db: DbOrTx,
  table: typeof tasks | typeof customFields,
  where: SQL,
): Promise<CopyPair[]> {
  const rows = await selectJsonRows(
    db,
    sql`select ${table.id}, nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))
      from ${table} where ${where}`,
    2,
    [0],
  );
  return rows.map((r) => ({ from: Number(r[0]), to: Number(r[1]) }));
}

/** `unnest` of pairs as a relation `alias(from_id, to_id)`. */
const pairsRelation = (pairs: readonly CopyPair[], alias: string): SQL => {
  const from = `{${pairs.map((p) => Math.trunc(p.from)).join(',')}}`;
  const to = `{${pairs.map((p) => Math.trunc(p.to)).join(',')}}`;
  return sql`unnest(${from}::bigint[], ${to}::bigint[]) as ${sql.raw(alias)}(from_id, to_id)`;
};

/**
 * Copies the tasks of task lists into the lists' copies, with what they hold: description,
 * priority, due dates, estimates, labels, subtasks (smart ones with their own task), relations
 * between the copied tasks, and the workers and personal estimates of people who are members of
 * the destination project. Custom-field values come along when the fields do (`fields`).
 *
 * `reset` starts everything again (a template or a project from one): tasks and subtasks active,
 * numbered anew in each list; otherwise states are kept and the actor finished what is finished.
 * The actor is the author of every copy. Answers the pairs of task ids.
 */
export async function copyTasksOfLists(
  db: DbOrTx,
  input: {
    toProjectId: number;
    listPairs: readonly CopyPair[];
    actorId: number;
    now: Date;
    reset: boolean;
    fields?: CopiedFields;
    /** Days the due dates move by; 0 keeps them. */
    shiftDays?: number;
  },
): Promise<CopyPair[]> {
  if (input.listPairs.length === 0) return [];
  const fromLists = input.listPairs.map((p) => p.from);
  const copied = (t: { tasklistId: AnyPgColumn; dateDeleted: AnyPgColumn }) =>
    and(inIds(t.tasklistId, fromLists), isNull(t.dateDeleted));
  const parent = alias(tasks, 'parent');
  // The tasks out of the trash, the task behind a smart subtask only with its parent (else it
  // would land on the board on its own).
  const pairs = await newIdsFor(
    db,
    tasks,
    and(
      copied(tasks),
      or(
        isNull(tasks.smartParentTaskId),
        exists(
          db
            .select({ id: parent.id })
            .from(parent)
            .where(and(eq(parent.id, tasks.smartParentTaskId), copied(parent))),
        ),
      ),
    )!,
  );
  if (pairs.length === 0) return [];
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const actor = sql`${input.actorId}::bigint`;
  const listCase = sql.join(
    input.listPairs.map((p) => sql`when ${p.from}::bigint then ${p.to}::bigint`),
    sql` `,
  );
  const finished = sql`t.state_id = ${TASK_STATE.finished}`;
  const keep = !input.reset;
  const days = Math.trunc(input.shiftDays ?? 0);
  // Moved in UTC, where a whole day is stored as its midnight.
  const shifted = (column: string) =>
    days === 0
      ? sql.raw(column)
      : sql`((${sql.raw(column)} at time zone 'UTC') + make_interval(days => ${days}::int)) at time zone 'UTC'`;
  await db.execute(sql`
    insert into ${tasks} (
      id, project_id, tasklist_id, name, description, state_id, priority_enum,
      due_date, due_date_has_time, due_date_end, due_date_end_has_time,
      author_id, finished_by_id, sorting_id, sorting_key, date_add, date_finished,
      time_estimate_minutes, smart_parent_task_id
    ) overriding system value
    select m.to_id, ${input.toProjectId}::bigint, case t.tasklist_id ${listCase} end, t.name,
      t.description,
      ${keep ? sql`t.state_id` : sql`${TASK_STATE.active}::smallint`},
      t.priority_enum, ${shifted('t.due_date')}, t.due_date_has_time, ${shifted('t.due_date_end')},
      t.due_date_end_has_time,
      ${actor},
      ${keep ? sql`case when ${finished} then ${actor} end` : sql`null::bigint`},
      ${
        keep
          ? sql`t.sorting_id`
          : sql`(row_number() over (partition by t.tasklist_id order by t.sorting_key, t.id))::int`
      },
      t.sorting_key, ${now},
      ${keep ? sql`case when ${finished} then ${now} end` : sql`null::timestamptz`},
      t.time_estimate_minutes, parent.to_id
    from ${pairsRelation(pairs, 'm')}
    join ${tasks} t on t.id = m.from_id
    left join ${pairsRelation(pairs, 'parent')} on parent.from_id = t.smart_parent_task_id
  `);
  const member = (user: SQL) =>
    sql`exists (select 1 from ${projectMembers} pm where pm.project_id = ${input.toProjectId}::bigint and pm.user_id = ${user})`;
  await db.execute(sql`
    insert into ${taskWorkers} (task_id, user_id, date_add)
    select m.to_id, w.user_id, ${now}
    from ${pairsRelation(pairs, 'm')} join ${taskWorkers} w on w.task_id = m.from_id
    where ${member(sql`w.user_id`)}
  `);
  await db.execute(sql`
    insert into ${taskUserEstimates} (task_id, user_id, minutes, date_upd)
    select m.to_id, e.user_id, e.minutes, ${now}
    from ${pairsRelation(pairs, 'm')} join ${taskUserEstimates} e on e.task_id = m.from_id
    where ${member(sql`e.user_id`)}
  `);
  await db.execute(sql`
    insert into ${taskLabels} (task_id, label_id, added_by_id, date_add)
    select m.to_id, l.label_id, ${actor}, ${now}
    from ${pairsRelation(pairs, 'm')} join ${taskLabels} l on l.task_id = m.from_id
  `);
  const checkFinished = sql`c.state_id = ${TASK_STATE.finished}`;
  await db.execute(sql`
    insert into ${taskchecks} (
      task_id, name, state_id, worker_id, due_date, due_date_has_time, due_date_end,
      due_date_end_has_time, author_id, finished_by_id, date_add, date_finished, sorting_key,
      smart_task_id
    )
    select m.to_id, c.name,
      ${keep ? sql`c.state_id` : sql`${TASK_STATE.active}::smallint`},
      case when ${member(sql`c.worker_id`)} then c.worker_id end,
      ${shifted('c.due_date')}, c.due_date_has_time, ${shifted('c.due_date_end')},
      c.due_date_end_has_time, ${actor},
      ${keep ? sql`case when ${checkFinished} then ${actor} end` : sql`null::bigint`},
      ${now},
      ${keep ? sql`case when ${checkFinished} then ${now} end` : sql`null::timestamptz`},
      c.sorting_key, smart.to_id
    from ${pairsRelation(pairs, 'm')}
    join ${taskchecks} c on c.task_id = m.from_id
    left join ${pairsRelation(pairs, 'smart')} on smart.from_id = c.smart_task_id
  `);
  await db.execute(sql`
    insert into ${taskRelations} (kind, source_task_id, target_task_id, author_id, date_add)
    select r.kind, s.to_id, t.to_id, ${actor}, ${now}
    from ${taskRelations} r
    join ${pairsRelation(pairs, 's')} on s.from_id = r.source_task_id
    join ${pairsRelation(pairs, 't')} on t.from_id = r.target_task_id
  `);
  if (input.fields && input.fields.pairs.length > 0) {
    const { pairs: fieldPairs, enumUuids } = input.fields;
    const fromUuids = `{${enumUuids.map((u) => u.from).join(',')}}`;
    const toUuids = `{${enumUuids.map((u) => u.to).join(',')}}`;
    await db.execute(sql`
      insert into ${customFieldValues} (field_id, task_id, value, author_id, date_add)
      select f.to_id, m.to_id, coalesce(to_jsonb(eu.to_uuid), v.value), ${actor}, ${now}
      from ${pairsRelation(pairs, 'm')}
      join ${customFieldValues} v on v.task_id = m.from_id
      join ${pairsRelation(fieldPairs, 'f')} on f.from_id = v.field_id
      left join unnest(${fromUuids}::text[], ${toUuids}::text[]) as eu(from_uuid, to_uuid)
        on eu.from_uuid = v.value #>> '{}'
    `);
  }
  return pairs;
}

/** Custom fields copied to another project: field ids, and enum value uuids, old and new. */
export interface CopiedFields {
  pairs: CopyPair[];
  enumUuids: Array<{ from: string; to: string }>;
}

/**
 * Copies a project's custom fields that are not deleted, with their enum values (under new
 * uuids: a value's uuid is unique everywhere), into another project, in their order.
 */
export async function copyCustomFields(
  db: DbOrTx,
  input: { fromProjectId: number; toProjectId: number; actorId: number; now: Date },
): Promise<CopiedFields> {
  const pairs = await newIdsFor(
    db,
    customFields,
    and(eq(customFields.projectId, input.fromProjectId), isNull(customFields.deletedAt))!,
  );
  if (pairs.length === 0) return { pairs, enumUuids: [] };
  await db.execute(sql`
    insert into ${customFields} (id, project_id, name, type_id, priority, author_id, date_add)
    overriding system value
    select m.to_id, ${input.toProjectId}::bigint, f.name, f.type_id, f.priority,
      ${input.actorId}::bigint, ${input.now.toISOString()}::timestamptz
    from ${pairsRelation(pairs, 'm')} join ${customFields} f on f.id = m.from_id
  `);
  const values = await selectJsonRows(
    db,
    sql`select e.uuid, e.name, e.priority, m.to_id
      from ${pairsRelation(pairs, 'm')} join ${customFieldEnumValues} e on e.field_id = m.from_id`,
    4,
  );
  const enumUuids = values.map((r) => ({ from: r[0] as string, to: randomUUID() }));
  if (values.length > 0) {
    await db.insert(customFieldEnumValues).values(
      values.map((r, i) => ({
        uuid: enumUuids[i]!.to,
        fieldId: Number(r[3]),
        name: r[1] as string,
        priority: r[2] as number,
      })),
    );
  }
  return { pairs, enumUuids };
}
