import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/**
 * Records an event; with a channel, the same statement announces its id there (PostgreSQL's
 * NOTIFY, which the database delivers when, and only if, the transaction commits).
 */
export async function insertEvent(
  db: DbOrTx,
  row: NewEventRow,
  channel?: string,
): Promise<EventRow> {
  const [created] = await db
    .insert(events)
    .values(row)
    .returning({
      ...getTableColumns(events),
      ...(channel && { announced: sql`pg_notify(${channel}, ${events.id}::text)` }),
    });
  const { announced: _announced, ...event } = created as EventRow & { announced?: unknown };
  return event;
}

export async function findEventsByIds(db: DbOrTx, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(events).where(inArray(events.id, ids));
}

/** The events after the given id, oldest first, at most `limit`: what a client missed. */
export async function listEventsAfter(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(gt(events.id, afterId))
    .orderBy(asc(events.id))
    .limit(limit);
}

/** The id of the latest event; 0 when there is none. */
export async function findLatestEventId(db: DbOrTx): Promise<number> {
  const [latest] = await db
    .select({ id: events.id })
    .from(events)
    .orderBy(desc(events.id))
    .limit(1);
  return latest?.id ?? 0;
}

const author = alias(users, 'author');
const who = alias(users, 'who');

/**
 * The latest events of a project; with `visibleTasklists`, only events about no task list or
 * about one of those (a worker limited by the task-list ACL), filtered before the limit.
 */
export async function listProjectEvents(
  db: DbOrTx,
  projectId: number,
  limit: number,
  visibleTasklists: number[] | null = null,
) {
  return db
    .select({
      event: events,
      author: { id: author.id, fname: author.fname, lname: author.lname },
      who: { id: who.id, fname: who.fname, lname: who.lname },
      project: { id: projects.id, name: projects.name },
      tasklist: { id: tasklists.id, name: tasklists.name },
      task: { id: tasks.id, name: tasks.name },
    })
    .from(events)
    .innerJoin(author, eq(author.id, events.authorId))
    .leftJoin(who, eq(who.id, events.whoId))
    .leftJoin(projects, eq(projects.id, events.projectId))
    .leftJoin(tasklists, eq(tasklists.id, events.tasklistId))
    .leftJoin(tasks, eq(tasks.id, events.taskId))
    .where(
      and(
        eq(events.projectId, projectId),
        visibleTasklists === null
          ? undefined
          : or(
              isNull(events.tasklistId),
              visibleTasklists.length > 0
                ? inArray(events.tasklistId, visibleTasklists)
                : undefined,
            ),
      ),
    )
    .orderBy(desc(events.id))
    .limit(limit);
}
export type ProjectEventRow = Awaited<ReturnType<typeof listProjectEvents>>[number];
