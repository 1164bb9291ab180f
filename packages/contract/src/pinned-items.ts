import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, personSchema, placedBody } from './common.ts';
import { pidQuerySchema } from './projects.ts';

export const PINNED_ITEM_KINDS = ['task', 'note', 'file', 'link'] as const;
export type PinnedItemKind = (typeof PINNED_ITEM_KINDS)[number];

/**
 * An item pinned on the project's overview: a task, a note, a file or a link, with what its
 * card shows and where it opens (`task_id`, `note_id`, `file_uuid` or `link_uuid`; a link's `url`,
 * a file's `mime_type` and whether it has a preview, whether a task is finished).
 */
export const pinnedItemSchema = z.object({
  id: z.number(),
  kind: z.enum(PINNED_ITEM_KINDS),
  name: z.string(),
  date_add: dateTimeSchema,
  author: personSchema.nullable(),
  task_id: z.number().nullable(),
  is_finished: z.boolean(),
  note_id: z.number().nullable(),
  file_uuid: z.string().nullable(),
  mime_type: z.string().nullable(),
  has_preview: z.boolean(),
  link_uuid: z.string().nullable(),
  url: z.string().nullable(),
  /** Whether the viewer may unpin it. */
  can_unpin: z.boolean(),
});
export type PinnedItem = z.infer<typeof pinnedItemSchema>;

/** What to pin besides tasks (tasks are pinned with `/api/tasks/pin`). */
export const pinBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('note'), id: idSchema }),
    z.object({ kind: z.literal('file'), uuid: z.uuid('Enter a valid uuid.') }),
    z.object({ kind: z.literal('link'), uuid: z.uuid('Enter a valid uuid.') }),
  ],
  { error: 'Choose a note, a file or a link to pin.' },
);

/** A pinned item (`id` of the list) put right before or right after another. */
export const pinnedItemReorderBodySchema = placedBody({ id: idSchema });

const itemsResponse = z.object({ items: z.array(pinnedItemSchema) });

export const pinnedItemEndpoints = {
  /** The project's pinned items the viewer sees, in their order (a new pin goes first). */
  list: endpoint({
    method: 'GET',
    path: '/api/pinned-items/list',
    auth: 'user',
    query: pidQuerySchema,
    response: itemsResponse,
  }),
  pin: endpoint({
    method: 'POST',
    path: '/api/pinned-items/pin',
    auth: 'user',
    query: pidQuerySchema,
    body: pinBodySchema,
    response: itemsResponse,
  }),
  unpin: endpoint({
    method: 'POST',
    path: '/api/pinned-items/unpin',
    auth: 'user',
    query: pidQuerySchema,
    body: pinBodySchema,
    response: itemsResponse,
  }),
  /** Whoever may unpin an item may move it; the order is the same for everyone. */
  reorder: endpoint({
    method: 'POST',
    path: '/api/pinned-items/reorder',
    auth: 'user',
    query: pidQuerySchema,
    body: pinnedItemReorderBodySchema,
    response: itemsResponse,
  }),
};
