import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PROJECT_STATE, SEARCH_MATCHES_MAX } from '@tandem/contract';
import type { SearchEntityType, SearchOrderBy } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { prepareReadTogether, rowsRead } from '../../db/json-rows.ts';
import { viewerProjectIds, viewerSeesInProject } from '../projects/index.ts';

/** The private characters `ts_headline` puts around a matched word; the presenter makes marks. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';

/** A search as the repo runs it: the query already split into words. */
export interface SearchQuery {
  viewerId: number;
  /** `word:* & word:*`, each word letters and digits only. */
  tsquery: string;
  /** The whole query inside a name (`%query%`, LIKE-escaped), or null when too short. */
  likePattern: string | null;
  /** The whole query at the start of a name (`query%`), for the ranking. */
  prefixPattern: string;
  /**
   * Whether the words may match a large share of everything (all of them short, as the start of
   * a word of 3 or 4 letters): the viewer's projects are then picked by their index beside the
   * text indexes.
   */
  broad: boolean;
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

const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

// Out of the search goes what is in the trash, or sits in something that is.
const notTrashed = sql`
  not exists (select 1 from tasks x where x.id = si.task_id and x.date_deleted is not null)
  and not exists (select 1 from tasklists x where x.id = si.tasklist_id and x.date_deleted is not null)
  and not exists (select 1 from notes x where x.id = si.note_id and x.date_deleted is not null)
  and not exists (select 1 from files x where x.id = si.file_id and x.date_deleted is not null)`;

// Each filter holds when it is empty, so that one statement serves every search.
const filters = sql`
  (${param('types', 'text[]')} = '{}' or si.entity_type = any(${param('types', 'text[]')}))
  and (${param('authors', 'bigint[]')} = '{}' or si.author_id = any(${param('authors', 'bigint[]')}))
  and (${param('projects', 'bigint[]')} = '{}'
    or si.project_id = any(${param('projects', 'bigint[]')}))
  and (${param('states', 'smallint[]')} = '{}'
    or si.state_id = any(${param('states', 'smallint[]')}))
  and (${param('workers', 'bigint[]')} = '{}' or exists (select 1 from task_workers tw
    where tw.task_id = si.task_id and tw.user_id = any(${param('workers', 'bigint[]')})))
  and (${param('dueFrom', 'timestamptz')} is null
    or si.due_date >= ${param('dueFrom', 'timestamptz')})
  and (${param('dueBefore', 'timestamptz')} is null
    or si.due_date < ${param('dueBefore', 'timestamptz')})`;

function ordering(orderBy: SearchOrderBy, descending: boolean): SQL {
  const dir = sql.raw(descending ? 'desc' : 'asc');
  switch (orderBy) {
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
 * The found rows, ranked, with the total: first what matches the words in the viewer's
 * projects (at most `SEARCH_MATCHES_MAX` of them), then sight (membership, task-list ACL) and the
 * trash, in the same statement.
 *
 * Which index picks the viewer's projects is decided per statement, not by the planner (the
 * plan is made once, without the values): for most searches the text indexes alone pick the
 * rows and the project is checked on each (the project index would read every item of the
 * viewer's projects, about 12 ms on a million items); for a broad one (`broad`), the matches are
 * many times the viewer's share, and checking each would read ten rows for every one kept.
 */
function foundRows(orderBy: SearchOrderBy, descending: boolean, broad: boolean): SQL {
  const viewer = sql.placeholder('viewer');
  const project = broad ? sql`si.project_id` : sql`si.project_id + 0`;
  return sql`
    with query as (select to_tsquery('tandem_search', ${param('tsquery', 'text')}) as q),
    matched as materialized (
      select si.* from search_items si, query
      where (si.tsv @@ query.q or si.search_text like lower(unaccent(${param('like', 'text')})))
        and ${project} = any(${viewerProjectIds(viewer)})
      limit ${sql.raw(String(SEARCH_MATCHES_MAX))}
    )
    select si.*, p.name as project_name, count(*) over () as total,
      ts_rank(si.tsv, query.q)
        + case when si.search_text like lower(unaccent(${param('prefix', 'text')})) then 1 else 0 end
        as rank,
      query.q as q
    from matched si
      cross join query
      join projects p on p.id = si.project_id
    where p.state_id <> ${sql.raw(String(PROJECT_STATE.deleted))}
      and ${viewerSeesInProject({ projectId: sql`si.project_id`, tasklistId: sql`si.tasklist_id` }, viewer)}
      and ${notTrashed}
      and ${filters}
    order by ${ordering(orderBy, descending)}
    limit ${param('limit', 'int')} offset ${param('offset', 'int')}`;
}

/** The page of found rows with their highlights and the names of what they sit in. */
function pageOfRows(orderBy: SearchOrderBy, descending: boolean, broad: boolean): SQL {
  const displayName = sql`case f.entity_type
      when 'project' then f.project_name when 'tasklist' then tl.name
      when 'task' then t.name when 'task_comment' then t.name
      when 'note' then n.name when 'note_comment' then n.name
      when 'file' then fi.original_filename when 'file_comment' then fi.original_filename
      else l.name end`;
  return sql`
    select f.entity_type, f.entity_id, f.uuid, f.is_smart, ${displayName},
      ts_headline('tandem_search', ${displayName}, f.q, ${sql.raw(`'${HEADLINE_NAME}'`)}),
      case when f.content = '' then null
        else ts_headline('tandem_search', f.content, f.q, ${sql.raw(`'${HEADLINE_CONTENT}'`)}) end,
      json_build_array(f.project_id, f.project_name),
      case when tl.id is null then null else json_build_array(tl.id, tl.name) end,
      case when t.id is null then null else json_build_array(t.id, t.uuid, t.name) end,
      case when pt.id is null then null else json_build_array(pt.id, pt.uuid, pt.name) end,
      case when n.id is null then null else json_build_array(n.id, n.uuid, n.name) end,
      case when fi.id is null then null
        else json_build_array(fi.id, fi.uuid, fi.original_filename) end,
      case when l.id is null then null else json_build_array(l.id, l.uuid, l.name, l.url) end,
      f.state_id,
      case when u.id is null then null else json_build_array(u.id, u.fname, u.lname) end,
      f.date_add, f.total, f.ord
    from (select found.*, row_number() over () as ord
      from (${foundRows(orderBy, descending, broad)}) found) f
      left join tasklists tl on tl.id = f.tasklist_id
      left join tasks t on t.id = f.task_id
      left join tasks pt on pt.id = t.smart_parent_task_id
      left join notes n on n.id = f.note_id
      left join files fi on fi.id = f.file_id
      left join project_links l on l.id = f.link_id
      left join users u on u.id = f.author_id`;
}

const list = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/**
 * The page of what the viewer may see that matches, ranked, with its highlights and the total.
 * One prepared statement per order and breadth, planned once per connection.
 */
export async function searchItems(db: DbOrTx, q: SearchQuery): Promise<SearchRow[]> {
  const name = `search_${q.orderBy}_${q.descending ? 'desc' : 'asc'}${q.broad ? '_broad' : ''}`;
  const run = prepareReadTogether(
    db,
    name,
    () => [rowsRead(pageOfRows(q.orderBy, q.descending, q.broad), 19, readRow, [18])] as const,
  );
  const [rows] = await run({
    viewer: q.viewerId,
    tsquery: q.tsquery,
    like: q.likePattern,
    prefix: q.prefixPattern,
    types: list(q.types),
    authors: list(q.authorsIds),
    projects: list(q.projectsIds),
    workers: list(q.workersIds),
    states: list(q.stateIds),
    dueFrom: q.dueFrom,
    dueBefore: q.dueBefore,
    limit: q.limit,
    offset: q.offset,
  });
  return rows;
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
