import { z } from 'zod';
import { dateTimeSchema, idSchema, okSchema } from './common.ts';
import { ICS_IMPORT_CHARS_MAX } from './calendar-feed-values.ts';
import { endpoint } from './endpoint.ts';

/**
 * A calendar feed in force: the caller's own tasks (`project` null) or one project's. Its address
 * holds a secret that is stored only as a hash, so it is shown once, when it is made.
 */
export const calendarFeedSchema = z.object({
  id: z.number(),
  /** The project whose tasks it lists; null for the person's own tasks across projects. */
  project: z.object({ id: z.number(), name: z.string() }).nullable(),
  date_add: dateTimeSchema,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A feed just made, with its address (the only time it is shown). */
export const calendarFeedAddressSchema = calendarFeedSchema.extend({
  /** The address over HTTPS (or HTTP where the server runs so). */
  url: z.string(),
  /** The same address for calendar applications (`webcal://`). */
  webcal_url: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

const feedIdQuerySchema = z.object({ id: idSchema });

/** An import: the calendar file's text, into one task list. */
export const icsImportBodySchema = z.object({
  content: z
    .string({ error: 'Choose a calendar file (.ics).' })
    .min(1, 'The calendar file is empty.')
    .max(
      ICS_IMPORT_CHARS_MAX,
      `The calendar file is too large: at most ${ICS_IMPORT_CHARS_MAX.toLocaleString('en-US')} characters.`,
    ),
});
export type IcsImportInput = z.input<typeof icsImportBodySchema>;

export const calendarFeedEndpoints = {
  /** The caller's feeds in force: their own and those of projects. */
  list: endpoint({
    method: 'GET',
    path: '/api/calendar/feeds',
    auth: 'user',
    response: z.object({ feeds: z.array(calendarFeedSchema) }),
  }),
  /**
   * Makes a feed of the caller's own tasks, or of a project's (`pid`, a project they see); 409
   * when one is in force already (make a new address of it instead).
   */
  create: endpoint({
    method: 'POST',
    path: '/api/calendar/feeds/create',
    auth: 'user',
    query: z.object({ pid: idSchema.optional() }),
    response: z.object({ feed: calendarFeedAddressSchema }),
    status: 201,
  }),
  /** A new address for the caller's feed; the old one stops at once. */
  regenerate: endpoint({
    method: 'POST',
    path: '/api/calendar/feeds/regenerate',
    auth: 'user',
    query: feedIdQuerySchema,
    response: z.object({ feed: calendarFeedAddressSchema }),
  }),
  /** Stops the caller's feed: its address answers 404 from now on. */
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/calendar/feeds/revoke',
    auth: 'user',
    query: feedIdQuerySchema,
    response: okSchema,
  }),
  /**
   * The feed itself, for calendar applications: `text/calendar` by the secret in its address
   * (`/ical/<token>.ics`); 404 for an unknown or stopped one.
   */
  ics: endpoint({
    method: 'GET',
    path: '/ical/:file',
    auth: 'public',
    binary: true,
    fromAnywhere: true,
    response: z.string(),
  }),
  /** Makes one task per event of a calendar file in the task list (`tlid`), all or none. */
  importIcs: endpoint({
    method: 'POST',
    path: '/api/calendar/import',
    auth: 'user',
    query: z.object({ tlid: idSchema }),
    body: icsImportBodySchema,
    response: z.object({ created: z.number() }),
    status: 201,
  }),
};
