import type { SearchEntityType, SearchRequest, SearchResponse } from '@tandem/contract';
import { SEARCH_ENTITY_TYPES, SEARCH_PREFIX_MIN } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { presentSearchItem } from './search.presenter.ts';
import type { SearchQuery } from './search.repo.ts';
import { searchItems } from './search.repo.ts';

/** Words of a query that take part in the match; more are ignored. */
const WORDS_MAX = 12;

/** Parts of words inside names are matched from this many characters of query on. */
const INFIX_MIN = 4;

/** A word shorter than this (or the start of one) may match a large share of everything. */
const NARROW_PREFIX_MIN = 5;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The types a request keeps: its one type, else all but those it leaves out. */
function typesOf(request: SearchRequest): SearchEntityType[] {
  if (request.entity_type) return [request.entity_type];
  if (request.exclude_entity_types.length === 0) return [];
  return SEARCH_ENTITY_TYPES.filter((type) => !request.exclude_entity_types.includes(type));
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The query as the repo runs it, or null when it holds no word to look for. Each word of 3 or
 * more letters matches the start of a word (prefix), a shorter one a whole word; all words must
 * match; diacritics are ignored by the database's `tandem_search` configuration.
 */
export function toSearchQuery(viewerId: number, request: SearchRequest): SearchQuery | null {
  const words = (request.search_query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, WORDS_MAX);
  if (words.length === 0) return null;
  const phrase = request.search_query.trim().toLowerCase();
  const order = request.sort?.order ?? request.sort?.order_direction;
  const orderBy = request.sort?.order_by ?? 'score';
  return {
    viewerId,
    // A word of one or two letters as a start would match much of everything.
    tsquery: words
      .map((word) => ([...word].length < SEARCH_PREFIX_MIN ? word : `${word}:*`))
      .join(' & '),
    likePattern: [...phrase].length >= INFIX_MIN ? `%${escapeLike(phrase)}%` : null,
    prefixPattern: `${escapeLike(phrase)}%`,
    // All words must match: one long word is enough to make the matches few.
    broad: words.every((word) => [...word].length < NARROW_PREFIX_MIN),
    types: typesOf(request),
    authorsIds: request.authors_ids,
    projectsIds: request.projects_ids,
    workersIds: request.workers_ids,
    stateIds: request.state_ids,
    dueFrom: request.due_date?.date_from ? `${request.due_date.date_from}T00:00:00Z` : null,
    dueBefore: request.due_date?.date_to ? nextDay(request.due_date.date_to) : null,
    orderBy,
    // Relevance and dates read best newest and best first; names from A.
    descending: order ? order === 'desc' : orderBy !== 'name',
    limit: request.limit,
    offset: request.page * request.limit,
  };
}

/** Search over everything the actor may see (document 2, section 3). */
export function createSearchService({ db }: Pick<Core, 'db'>) {
  return {
    async search(actor: UserActor, request: SearchRequest): Promise<SearchResponse> {
      const page = { page: request.page, limit: request.limit };
      const query = toSearchQuery(actor.id, request);
      if (!query) return { items: [], total: 0, ...page };
      const rows = await searchItems(db, query);
      return { items: rows.map(presentSearchItem), total: rows[0]?.total ?? 0, ...page };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
