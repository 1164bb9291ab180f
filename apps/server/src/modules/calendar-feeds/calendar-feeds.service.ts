import type { CalendarFeed, CalendarFeedAddress } from '@tandem/contract';
import {
  CALENDAR_FEED_EVENTS_MAX,
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_PAST_DAYS,
} from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { createRateLimiter } from '../auth/index.ts';
import { loadProjectAccess } from '../projects/index.ts';
import { createTasksInList, findFeedTasks } from '../tasks/index.ts';
import { readCalendarFile } from './calendar-import.parse.ts';
import type { FeedRow } from './calendar-feeds.repo.ts';
import {
  findFeedByHash,
  findFeedOf,
  insertFeed,
  listFeedsOf,
  revokeFeed,
} from './calendar-feeds.repo.ts';
import { writeFeed } from './calendar-feeds.ics.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'config' | 'recordEvent'>;

const DAY_MS = 86_400_000;
/** Misses one address may make in a minute before it waits: tokens cannot be guessed by trying. */
const MISSES_PER_MINUTE = 30;
/** A feed's file name: its token and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const present = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  project: row.projectId === null ? null : { id: row.projectId, name: row.projectName ?? '' },
  date_add: row.dateAdd.toISOString(),
});

/**
 * Calendar feeds: secret addresses calendar applications read a person's own tasks or a project's
 * from, as the person sees them at each read; and the import of a calendar file into a task list.
 */
export function createCalendarFeedsService(deps: Deps) {
  const { db } = deps;
  const limiter = createRateLimiter({ db, clock: deps.clock, windowSeconds: 60 });
  const addTasks = createTasksInList(deps);
  const base = deps.config.PUBLIC_URL.replace(/\/$/, '');

  const withAddress = (row: FeedRow, token: string): CalendarFeedAddress => {
    const url = `${base}/ical/${token}.ics`;
    return { ...present(row), url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
  };

  /** A feed just made for the scope, with its token (shown this once). */
  async function make(actor: UserActor, projectId: number | null) {
    const token = randomToken();
    const id = await insertFeed(db, {
      tokenHash: hashToken(token),
      userId: actor.id,
      projectId,
      dateAdd: deps.clock.now(),
    });
    if (id === null)
      throw conflict('This calendar is shared already. Make a new address of it instead.');
    return withAddress((await findFeedOf(db, actor.id, id))!, token);
  }

  /** A feed of the actor's, in force; 404 for any other. */
  async function ownFeed(actor: UserActor, feedId: number) {
    const feed = await findFeedOf(db, actor.id, feedId);
    if (!feed) throw notFound('The calendar feed');
    return feed;
  }

  return {
    list: async (actor: UserActor) => (await listFeedsOf(db, actor.id)).map(present),

    async create(actor: UserActor, projectId: number | undefined) {
      if (projectId !== undefined) await loadProjectAccess(db, projectId, actor.id);
      return make(actor, projectId ?? null);
    },

    async regenerate(actor: UserActor, feedId: number) {
      const feed = await ownFeed(actor, feedId);
      await revokeFeed(db, feed.id, deps.clock.now());
      return make(actor, feed.projectId);
    },

    async revoke(actor: UserActor, feedId: number) {
      const feed = await ownFeed(actor, feedId);
      await revokeFeed(db, feed.id, deps.clock.now());
      return { ok: true as const };
    },

    /** The feed's text for its address; 404 (misses counted per address) when not in force. */
    async read(file: string, address: string): Promise<string> {
      const token = FEED_FILE.exec(file)?.[1];
      const feed = token ? await findFeedByHash(db, hashToken(token)) : undefined;
      if (!feed) {
        await limiter.hit([{ key: `calendar-feed:${address}`, limit: MISSES_PER_MINUTE }]);
        throw notFound('The calendar feed');
      }
      const now = deps.clock.now();
      const tasks = await findFeedTasks(
        db,
        feed.userId,
        { projectId: feed.projectId },
        {
          from: new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS),
          to: new Date(now.getTime() + CALENDAR_FEED_FUTURE_DAYS * DAY_MS),
        },
        CALENDAR_FEED_EVENTS_MAX,
      );
      const name = feed.projectName ? `${feed.projectName} (Tandem)` : 'Tandem';
      return writeFeed({ name, publicUrl: base, tasks, now });
    },

    /** Makes a task per event of the file in the task list: all or none. */
    async importFile(
      actor: UserActor,
      tasklistId: number,
      content: string,
      mutationId: string | null,
    ) {
      const items = readCalendarFile(content);
      return { created: await addTasks(actor, tasklistId, items, mutationId) };
    },
  };
}
export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
