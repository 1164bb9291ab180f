import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { CustomFieldFilter, TimeEstimateFilter } from '@tandem/contract';
import { CUSTOM_FIELD_TYPE_IDS } from '@tandem/contract';
import { lowerIn } from '../../db/lower-in.ts';
import { projectTagLinks, tags } from '../../db/schema/people.ts';
import { projects, tasks } from '../../db/schema/projects.ts';
import {
  customFieldEnumValues,
  customFields,
  customFieldValues,
  taskUserEstimates,
} from '../../db/schema/task-details.ts';
import { workReports } from '../../db/schema/work.ts';

/** Whether the task's project carries a tag of one of the names that the viewer sees. */
export const hasProjectTag = (names: readonly string[], viewerId: number) =>
  sql`exists (select 1 from ${projectTagLinks} ft join ${tags} tg on tg.id = ft.tag_id
    where ft.project_id = ${tasks.projectId}
      and (not tg.is_private or tg.author_id = ${viewerId})
      and ${lowerIn(sql`tg.tag`, names)})`;

/** The value's text: a JSON string unquoted, a number or a boolean as written. */
const text = sql`(cv.value #>> '{}')`;

/** What the task's value must satisfy for a condition that needs one (is, gt, contains, ...). */
function comparison(filter: CustomFieldFilter, wanted: string | number | boolean): SQL {
  const op = filter.condition === 'gt' ? sql`>` : filter.condition === 'lt' ? sql`<` : sql`=`;
  const contains = filter.condition === 'contains' || filter.condition === 'not_contains';
  switch (filter.type) {
    case 'number':
      return sql`(case when jsonb_typeof(cv.value) = 'number' then (${text})::numeric end)
        ${op} ${Number(wanted)}::numeric`;
    case 'date':
      return sql`${text} ${op} ${String(wanted)}`;
    case 'datetime': {
      // Against a whole day, a date-time counts on the day it carries (in its own offset).
      const value = String(wanted);
      return value.length === 10
        ? sql`left(${text}, 10) ${op} ${value}`
        : sql`(${text})::timestamptz ${op} ${value}::timestamptz`;
    }
    case 'bool':
      return sql`cv.value = to_jsonb(${Boolean(wanted)}::boolean)`;
    case 'enum':
      return sql`(${text} = ${String(wanted).toLowerCase()} or exists (
        select 1 from ${customFieldEnumValues} ev where ev.field_id = cf.id
          and ev.uuid::text = ${text} and lower(ev.name) = ${String(wanted).toLocaleLowerCase()}))`;
    default:
      return contains
        ? sql`strpos(lower(${text}), ${String(wanted).toLocaleLowerCase()}) > 0`
        : sql`lower(${text}) = ${String(wanted).toLocaleLowerCase()}`;
  }
}

/**
 * A custom field condition on the task: a value of a field of that name (any case) and type in
 * the task's project, not deleted. A field without a value, or with an empty one, is not set: it
 * passes is_not_set, is_not and not_contains only. A condition missing its value narrows nothing,
 * as on the board.
 */
export function customFieldCondition(filter: CustomFieldFilter): SQL | undefined {
  const valueOf = (test: SQL) =>
    sql`exists (select 1 from ${customFieldValues} cv join ${customFields} cf on cf.id = cv.field_id
      where cv.task_id = ${tasks.id} and cf.project_id = ${tasks.projectId}
        and cf.deleted_at is null and cf.type_id = ${CUSTOM_FIELD_TYPE_IDS[filter.type]}
        and lower(cf.name) = ${filter.name.toLocaleLowerCase()}
        and cv.value not in ('null'::jsonb, '""'::jsonb) and ${test})`;
  if (filter.condition === 'is_set') return valueOf(sql`true`);
  if (filter.condition === 'is_not_set') return sql`not ${valueOf(sql`true`)}`;
  const wanted = filter.value;
  if (wanted === undefined || wanted === null || wanted === '') return undefined;
  const negated = filter.condition === 'is_not' || filter.condition === 'not_contains';
  const test = valueOf(comparison(filter, wanted));
  return negated ? sql`not ${test}` : test;
}

/** The task's estimate: its own, else the sum of its people's; null when nobody estimated it. */
const estimate = sql`coalesce(${tasks.timeEstimateMinutes}, (select sum(ue.minutes)
  from ${taskUserEstimates} ue where ue.task_id = ${tasks.id}))`;

/** Minutes reported on the task, as its estimate shows them: none where the project hides them. */
const reported = sql`(select coalesce(sum(w.minutes), 0) from ${workReports} w
  where w.task_id = ${tasks.id} and w.date_deleted is null and not (
    select p.hide_work_reports_on_time_estimates from ${projects} p where p.id = ${tasks.projectId}))`;

/** The time-estimate filter's condition on the task. */
export function timeEstimateCondition(kind: TimeEstimateFilter): SQL {
  switch (kind) {
    case 'with_estimate':
      return sql`${estimate} is not null`;
    case 'without_estimate':
      return sql`${estimate} is null`;
    case 'over_estimate':
      return sql`${reported} > ${estimate}`;
    case 'within_estimate':
      return sql`${reported} <= ${estimate}`;
  }
}
