import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { seesProject, viewerSeesTask } from '../projects/index.ts';
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

/** The columns of an event in a feed, with the names of its people, project, list and task. */
function selectFeed(db: DbOrTx) {
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
    .leftJoin(tasks, eq(tasks.id, events.taskId));
}

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
  return selectFeed(db)
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

/**
 * Whether a person sees an event, by the projects' one rule: an event of a task list by who sees
 * the list (its ACL), one of the project by its members, one of no project only by its author.
 */
export function eventSeenBy(viewerId: number): SQL {
  return sql`case
    when ${events.projectId} is null then ${events.authorId} = ${viewerId}
    when ${events.tasklistId} is null then ${seesProject(events.projectId, viewerId)}
    else ${viewerSeesTask({ projectId: events.projectId, tasklistId: events.tasklistId }, viewerId)}
  end`;
}

/** The Activity filter as the repo takes it: days already turned into moments. */
export interface FeedFilter {
  projectIds: number[];
  userIds: number[];
  /** A team was named: no event is a team's yet, so nothing matches. */
  teamsNamed: boolean;
  types: string[];
  order: 'asc' | 'desc';
  /** Only the events this condition says concern the viewer, their own actions left out. */
  concerns: SQL | null;
  /**
   * From a moment to a moment (both included), or from a day to a day (both whole, included) in
   * the viewer's time zone.
   */
  range:
    | { kind: 'moment'; from: string | null; to: string | null }
    | { kind: 'day'; from: string | null; to: string | null; timeZone: string };
}

/** The conditions of a filter's range on when events happened. */
function inRange(range: FeedFilter['range']): Array<SQL | undefined> {
  if (range.kind === 'moment')
    return [
      range.from ? sql`${events.dateAction} >= ${range.from}::timestamptz` : undefined,
      range.to ? sql`${events.dateAction} <= ${range.to}::timestamptz` : undefined,
    ];
  const tz = range.timeZone;
  return [
    range.from
      ? sql`${events.dateAction} >= (${range.from}::date)::timestamp at time zone ${tz}`
      : undefined,
    range.to
      ? sql`${events.dateAction} < (${range.to}::date + 1)::timestamp at time zone ${tz}`
      : undefined,
  ];
}

/** A page of the events a person sees in all their projects, as the filter chooses. */
export async function listFeed(
  db: DbOrTx,
  viewerId: number,
  filter: FeedFilter,
  page: { offset: number; limit: number },
) {
  if (filter.teamsNamed) return [];
  return selectFeed(db)
    .where(
      and(
        filter.projectIds.length > 0 ? inArray(events.projectId, filter.projectIds) : undefined,
        filter.userIds.length > 0 ? inArray(events.authorId, filter.userIds) : undefined,
        filter.types.length > 0 ? inArray(events.type, filter.types) : undefined,
        ...inRange(filter.range),
        ...(filter.concerns ? [ne(events.authorId, viewerId), filter.concerns] : []),
        eventSeenBy(viewerId),
      ),
    )
    .orderBy(filter.order === 'asc' ? asc(events.id) : desc(events.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** The projects a person sees, by name, and the people of those projects: the filter's options. */
export async function feedFilterOptions(db: DbOrTx, viewerId: number) {
  const seen = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(seesProject(projects.id, viewerId))
    .orderBy(asc(projects.name), asc(projects.id));
  const people =
    seen.length === 0
      ? []
      : await db
          .selectDistinct({ id: users.id, fname: users.fname, lname: users.lname })
          .from(users)
          .innerJoin(projectMembers, eq(projectMembers.userId, users.id))
          .where(
            inArray(
              projectMembers.projectId,
              seen.map((p) => p.id),
            ),
          )
          .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
  return { projects: seen, people };
}
