import { z } from 'zod';
import { idSchema, personSchema, stateSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { MESSAGES } from './error-codes.ts';
import { LIMITS, LOCALES } from './limits.ts';
import {
  SEARCH_ENTITY_TYPES,
  SEARCH_FILTER_IDS_MAX,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_ORDER_BY,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
} from './search-values.ts';

const idListSchema = (what: string) =>
  z
    .array(idSchema)
    .max(SEARCH_FILTER_IDS_MAX, `Choose at most ${SEARCH_FILTER_IDS_MAX} ${what}.`)
    .default([]);

const entityTypeSchema = z.enum(SEARCH_ENTITY_TYPES, {
  error: `Choose one of: ${SEARCH_ENTITY_TYPES.join(', ')}.`,
});
const orderSchema = z.enum(['asc', 'desc'], { error: 'Choose asc or desc.' });
const daySchema = z.iso.date('Enter a date as yyyy-MM-dd.');

/** The Search request of the quick search (document 2, sections 3 and 7). */
export const quickSearchBodySchema = z.object({
  search_query: z
    .string({ error: MESSAGES.searchTooShort })
    .trim()
    .min(LIMITS.searchQueryMin, MESSAGES.searchTooShort)
    .max(SEARCH_QUERY_MAX, `The search can be at most ${SEARCH_QUERY_MAX} characters long.`),
  authors_ids: idListSchema('authors'),
  projects_ids: idListSchema('projects'),
  workers_ids: idListSchema('people'),
  state_ids: z
    .array(z.number().int('Enter a whole state id.').min(1).max(9, 'Enter a known state id.'))
    .max(10, 'Choose at most 10 states.')
    .default([]),
  /** The language of the query; 'default' is the user's own. */
  lang: z
    .enum(['default', ...LOCALES], { error: MESSAGES.languageNotSupported })
    .default('default'),
  /** Due dates from and to (yyyy-MM-dd, both included); only what has a due date then. */
  due_date: z.object({ date_from: daySchema.nullish(), date_to: daySchema.nullish() }).nullish(),
  sort: z
    .object({
      order_by: z
        .enum(SEARCH_ORDER_BY, { error: `Choose one of: ${SEARCH_ORDER_BY.join(', ')}.` })
        .default('score'),
      order: orderSchema.optional(),
      /** The same as `order`, as the call table spells it. */
      order_direction: orderSchema.optional(),
    })
    .nullish(),
  exclude_entity_types: z
    .array(entityTypeSchema)
    .max(SEARCH_ENTITY_TYPES.length, 'Each type can be left out once.')
    .default([]),
  page: z
    .number()
    .int('Enter a whole page number.')
    .min(0, 'Pages count from 0.')
    .max(SEARCH_PAGE_MAX, `There are at most ${SEARCH_PAGE_MAX} pages.`)
    .default(0),
  limit: z
    .number()
    .int('Enter a whole number of results.')
    .min(1, 'Ask for at least 1 result.')
    .max(SEARCH_LIMIT_MAX, `Ask for at most ${SEARCH_LIMIT_MAX} results.`)
    .default(SEARCH_LIMIT_DEFAULT),
});
export type QuickSearchInput = z.input<typeof quickSearchBodySchema>;

/** The full search: the quick search's request plus one type to keep. */
export const searchBodySchema = quickSearchBodySchema.extend({
  entity_type: entityTypeSchema.nullish(),
});
export type SearchInput = z.input<typeof searchBodySchema>;
export type SearchRequest = z.output<typeof searchBodySchema>;

const refSchema = z.object({ id: z.number(), name: z.string() });
const uuidRefSchema = refSchema.extend({ uuid: z.string() });

/**
 * One thing found (document 2, section 3). `highlight_name` and `highlight_content` are HTML: the
 * text escaped, the matched words in `<mark>`; nothing else. For a smart subtask's task,
 * `is_smart` is set, `smart_task` is that task and `task` the task it is a subtask of.
 */
export const searchResultItemSchema = z.object({
  id: z.number(),
  uuid: z.string().nullable(),
  is_smart: z.boolean(),
  name: z.string(),
  highlight_name: z.string(),
  highlight_content: z.string().nullable(),
  project: refSchema,
  tasklist: refSchema.nullable(),
  task: uuidRefSchema.nullable(),
  smart_task: uuidRefSchema.nullable(),
  note: uuidRefSchema.nullable(),
  file: uuidRefSchema.nullable(),
  link: uuidRefSchema.extend({ url: z.string() }).nullable(),
  state: stateSchema.nullable(),
  type: z.enum(SEARCH_ENTITY_TYPES),
  /** Who wrote, uploaded or made it. */
  author: personSchema.nullable(),
  date_add: z.string(),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const searchResponseSchema = z.object({
  items: z.array(searchResultItemSchema),
  /** Everything found, on all pages, counted up to `SEARCH_MATCHES_MAX`. */
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const searchEndpoints = {
  /** The top bar's search: the same request without a type, everything the viewer may see. */
  quickSearch: endpoint({
    method: 'POST',
    path: '/api/elasticsearch/quick-search',
    auth: 'user',
    body: quickSearchBodySchema,
    response: searchResponseSchema,
  }),
  /** The search page's call: the quick search's request plus one type to keep. */
  search: endpoint({
    method: 'POST',
    path: '/api/elasticsearch/search',
    auth: 'user',
    body: searchBodySchema,
    response: searchResponseSchema,
  }),
};
