// The search's constants, without zod: the browser imports them at run time.

/** The ten kinds of things the search finds (document 2, section 3). */
export const SEARCH_ENTITY_TYPES = [
  'note',
  'note_comment',
  'project',
  'task',
  'task_comment',
  'tasklist',
  'file',
  'file_comment',
  'project_link',
  'project_link_comment',
] as const;
export type SearchEntityType = (typeof SEARCH_ENTITY_TYPES)[number];

/** How results are ordered: by relevance (the default), by date added, by name or by due date. */
export const SEARCH_ORDER_BY = ['score', 'date_add', 'name', 'due_date'] as const;
export type SearchOrderBy = (typeof SEARCH_ORDER_BY)[number];

/** Results on one page: 100 unless asked otherwise, never more than the maximum. */
export const SEARCH_LIMIT_DEFAULT = 100;
export const SEARCH_LIMIT_MAX = 200;
/** The last page that can be asked for (pages count from 0). */
export const SEARCH_PAGE_MAX = 1_000;
/** Ids one filter can name. */
export const SEARCH_FILTER_IDS_MAX = 100;
/** Characters of a search query. */
export const SEARCH_QUERY_MAX = 200;
/**
 * Matches one search ranks and counts at most: a query of a few common letters matches much of
 * everything, and is answered from the first matches instead of all of them.
 */
export const SEARCH_MATCHES_MAX = 2_000;
/** Words shorter than this match whole words only; from this length on, word starts too. */
export const SEARCH_PREFIX_MIN = 3;
