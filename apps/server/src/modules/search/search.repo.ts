import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { SearchEntityType, SearchOrderBy } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { idListValue } from '../../db/id-list.ts';
import { selectJsonRows } from '../../db/json-rows.ts';
import { viewerSeesInProject } from '../projects/index.ts';

/** The private characters `ts_headline` puts around a matched word; the presenter makes marks. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';

/** A search as the repo runs it: the query already split into words. */
export interface SearchQuery {
  viewerId: number;
  /** `word:* & word:*`, each word letters and digits only. */
  tsquery: string;
  /** The whole query for partial words inside others (`%query%`), or null when too short. */
  likePattern: string | null;
  /** The whole query at the start of a name, for the ranking. */
  prefixPattern: string;
  types: readonly SearchEntityType[];
  authorsIds: readonly number[];
  projectsIds: readonly number[];
  workersIds: readonly number[];
  stateIds: readonly number[];
  dueFrom: string | null;
  dueBefore: string | null;
  orderBy: SearchOrderBy;
  descending: boolean;
  limit: number;
  offset: number;
}

/** One found row, with the names of what it sits in. */
export interface SearchRow {
  type: SearchEntityType;
  id: number;
  uuid: string | null;
  isSmart: boolean;
  name: string;
  highlightName: string;
  highlightContent: string | null;
  project: { id: number; name: string };
  tasklist: { id: number; name: string } | null;
  task: { id: number; uuid: string; name: string } | null;
  smartTask: { id: number; uuid: string; name: string } | null;
  note: { id: number; uuid: string; name: string } | null;
  file: { id: number; uuid: string; name: string } | null;
  link: { id: number; uuid: string; name: string; url: string } | null;
  stateId: number | null;
  author: { id: number; fname: string; lname: string } | null;
  dateAdd: string;
  total: number;
}

const HEADLINE_NAME = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;
const HEADLINE_CONTENT =
  `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=30, MinWords=12, ` +
  `MaxFragments=2, FragmentDelimiter=" … "`;

const ids = (values: readonly number[]) => sql`${idListValue(values)}::bigint[]`;

// Out of the search goes what is in the trash, or sits in something that is.
const notTrashed = sql`
  not exists (select 1 from tasks x where x.id = si.task_id and x.date_deleted is not null)
  and not exists (select 1 from tasklists x where x.id = si.tasklist_id and x.date_deleted is not null)
  and not exists (select 1 from notes x where x.id = si.note_id and x.date_deleted is not null)
  and not exists (select 1 from files x where x.id = si.file_id and x.date_deleted is not null)`;

function filters(q: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (q.types.length > 0)
    where.push(sql`si.entity_type = any(${`{${q.types.join(',')}}`}::text[])`);
  if (q.authorsIds.length > 0) where.push(sql`si.author_id = any(${ids(q.authorsIds)})`);
  if (q.projectsIds.length > 0) where.push(sql`si.project_id = any(${ids(q.projectsIds)})`);
  if (q.stateIds.length > 0) where.push(sql`si.state_id = any(${ids(q.stateIds)}::smallint[])`);
  if (q.workersIds.length > 0)
    where.push(sql`exists (select 1 from task_workers tw
      where tw.task_id = si.task_id and tw.user_id = any(${ids(q.workersIds)}))`);
  if (q.dueFrom) where.push(sql`si.due_date >= ${q.dueFrom}::timestamptz`);
  if (q.dueBefore) where.push(sql`si.due_date < ${q.dueBefore}::timestamptz`);
  return where;
}

function ordering(q: SearchQuery): SQL {
  const dir = sql.raw(q.descending ? 'desc' : 'asc');
  switch (q.orderBy) {
    case 'date_add':
      return sql`si.date_add ${dir}, si.entity_id ${dir}`;
    case 'name':
      return sql`si.name ${dir}, si.date_add desc`;
    case 'due_date':
      return sql`si.due_date ${dir} nulls last, rank desc`;
    default:
      return sql`rank ${dir}, si.date_add desc, si.entity_id desc`;
  }
}

/**
 * The page of what the viewer may see that matches, ranked, with its highlights and the total;
 * sight (membership, task-list ACL) and the trash are decided in the same statement.
 */
export async function searchItems(db: DbOrTx, q: SearchQuery): Promise<SearchRow[]> {
  const match = q.likePattern
    ? sql`(si.tsv @@ query.q or si.search_text like ${q.likePattern})`
    : sql`si.tsv @@ query.q`;
  const where = [
    match,
    sql`p.state_id <> ${PROJECT_STATE.deleted}`,
    viewerSeesInProject(
      { projectId: sql`si.project_id`, tasklistId: sql`si.tasklist_id` },
      q.viewerId,
    ),
    notTrashed,
    ...filters(q),
  ];
  const found = sql`
    select si.*, p.name as project_name, count(*) over () as total,
      ts_rank(si.tsv, query.q)
        + case when si.name <> '' and si.search_text like ${q.prefixPattern} then 1 else 0 end
        as rank,
      query.q as q
    from search_items si
      cross join (select to_tsquery('tandem_search', ${q.tsquery}) as q) query
      join projects p on p.id = si.project_id
    where ${sql.join(where, sql` and `)}
    order by ${ordering(q)}
    limit ${q.limit} offset ${q.offset}`;
  const displayName = sql`case f.entity_type
      when 'project' then f.project_name when 'tasklist' then tl.name
      when 'task' then t.name when 'task_comment' then t.name
      when 'note' then n.name when 'note_comment' then n.name
      when 'file' then fi.original_filename when 'file_comment' then fi.original_filename
      else l.name end`;
  const select = sql`
    select f.entity_type as c0, f.entity_id as c1, f.uuid as c2, f.is_smart as c3,
      ${displayName} as c4,
      ts_headline('tandem_search', ${displayName}, f.q, ${HEADLINE_NAME}) as c5,
      case when f.content = '' then null
        else ts_headline('tandem_search', f.content, f.q, ${HEADLINE_CONTENT}) end as c6,
      json_build_array(f.project_id, f.project_name) as c7,
      case when tl.id is null then null else json_build_array(tl.id, tl.name) end as c8,
      case when t.id is null then null else json_build_array(t.id, t.uuid, t.name) end as c9,
      case when pt.id is null then null else json_build_array(pt.id, pt.uuid, pt.name) end as c10,
      case when n.id is null then null else json_build_array(n.id, n.uuid, n.name) end as c11,
      case when fi.id is null then null
        else json_build_array(fi.id, fi.uuid, fi.original_filename) end as c12,
      case when l.id is null then null else json_build_array(l.id, l.uuid, l.name, l.url) end as c13,
      f.state_id as c14,
      case when u.id is null then null else json_build_array(u.id, u.fname, u.lname) end as c15,
      f.date_add as c16, f.total as c17, f.ord as c18
    from (select found.*, row_number() over () as ord from (${found}) found) f
      left join tasklists tl on tl.id = f.tasklist_id
      left join tasks t on t.id = f.task_id
      left join tasks pt on pt.id = t.smart_parent_task_id
      left join notes n on n.id = f.note_id
      left join files fi on fi.id = f.file_id
      left join project_links l on l.id = f.link_id
      left join users u on u.id = f.author_id`;
  const rows = await selectJsonRows(db, select, 19, [18]);
  return rows.map(readRow);
}

type Pair = [number, string];
type Triple = [number, string, string];

function readRow(r: unknown[]): SearchRow {
  const ref = (v: unknown) => (v ? { id: (v as Pair)[0], name: (v as Pair)[1] } : null);
  const uuidRef = (v: unknown) => {
    if (!v) return null;
    const [id, uuid, name] = v as Triple;
    return { id, uuid, name };
  };
  const link = r[13] as [number, string, string, string] | null;
  const author = r[15] as Triple | null;
  const task = uuidRef(r[9]);
  const parent = uuidRef(r[10]);
  return {
    type: r[0] as SearchEntityType,
    id: Number(r[1]),
    uuid: (r[2] as string | null) ?? null,
    isSmart: r[3] === true,
    name: (r[4] as string | null) ?? '',
    highlightName: (r[5] as string | null) ?? '',
    highlightContent: (r[6] as string | null) ?? null,
    project: ref(r[7])!,
    tasklist: ref(r[8]),
    // A smart subtask's task is shown in the task it belongs to.
    task: parent ?? task,
    smartTask: parent ? task : null,
    note: uuidRef(r[11]),
    file: uuidRef(r[12]),
    link: link ? { id: link[0], uuid: link[1], name: link[2], url: link[3] } : null,
    stateId: r[14] === null ? null : Number(r[14]),
    author: author ? { id: author[0], fname: author[1], lname: author[2] } : null,
    dateAdd: String(r[16]),
    total: Number(r[17]),
  };
}
