import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { taskReminders } from '../../db/schema/task-details.ts';
import { notes } from '../../db/schema/notes.ts';
import { files } from '../../db/schema/files.ts';
import { projectLinks } from '../../db/schema/project-links.ts';
import {
  dueDateNotices,
  notifications,
  notificationSettings,
  tasklistTrackers,
} from '../../db/schema/notifications.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { seesProject, viewerSeesTask } from '../projects/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type SettingsRow = typeof notificationSettings.$inferSelect;

/** An event someone may have to be told of. */
export type PendingEvent = Pick<
  typeof events.$inferSelect,
  | 'id'
  | 'type'
  | 'authorId'
  | 'whoId'
  | 'projectId'
  | 'tasklistId'
  | 'taskId'
  | 'commentId'
  | 'noteId'
  | 'notice'
  | 'dateAction'
  | 'wasMoved'
>;

/**
 * Takes the oldest events still to fan out, locked for this transaction; those another
 * transaction holds are skipped, so several instances share the work without doing it twice.
 */
export async function claimPendingEvents(tx: DbOrTx, limit: number): Promise<PendingEvent[]> {
  return tx
    .select({
      id: events.id,
      type: events.type,
      authorId: events.authorId,
      whoId: events.whoId,
      projectId: events.projectId,
      tasklistId: events.tasklistId,
      taskId: events.taskId,
      commentId: events.commentId,
      noteId: events.noteId,
      notice: events.notice,
      dateAction: events.dateAction,
      wasMoved: events.wasMoved,
    })
    .from(events)
    .where(eq(events.fanoutPending, true))
    .orderBy(asc(events.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markFannedOut(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(events).set({ fanoutPending: false }).where(inArray(events.id, ids));
}

/** The task list of a task (for an event that does not name it). */
export async function tasklistOfTask(tx: DbOrTx, taskId: number): Promise<number | null> {
  const [task] = await tx
    .select({ tasklistId: tasks.tasklistId })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return task?.tasklistId ?? null;
}

export async function findSettings(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, SettingsRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

export async function saveSettingsRow(
  db: DbOrTx,
  userId: number,
  values: Partial<Omit<SettingsRow, 'userId'>>,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** What merging one more happening into an unread notification of its group changes. */
export interface GroupMerge {
  userIds: number[];
  groupKey: string;
  type: string;
  authorId: number;
  eventId: number;
  commentId: number | null;
  dateAction: Date;
  /** Replaces these fields of the notice. */
  patch: Record<string, unknown>;
}

/**
 * Merges a happening into the unread notifications of its group: its author leads, the earlier
 * author joins the others, comments are counted and reactions gathered. Answers who had one.
 */
export async function mergeIntoGroup(
  tx: DbOrTx,
  merge: GroupMerge,
): Promise<Array<{ id: number; userId: number }>> {
  const n = notifications;
  const counted =
    merge.type === 'comment'
      ? sql`jsonb_build_object('more_comments', coalesce((${n.notice} ->> 'more_comments')::int, 0) + 1)`
      : merge.type === 'reaction'
        ? sql`jsonb_build_object('reaction_emojis',
            coalesce(${n.notice} -> 'reaction_emojis', jsonb_build_array(${n.notice} ->> 'reaction_emoji'))
              || to_jsonb(${typeof merge.patch.reaction_emoji === 'string' ? merge.patch.reaction_emoji : ''}::text))`
        : sql`'{}'::jsonb`;
  return tx
    .update(n)
    .set({
      authorId: merge.authorId,
      moreUserIds: sql`case when ${n.authorId} is null or ${n.authorId} = ${merge.authorId}
        then ${n.moreUserIds}
        else (array_prepend(${n.authorId}, array_remove(${n.moreUserIds}, ${merge.authorId}::bigint)))[1:20] end`,
      notice: sql`${n.notice} || ${JSON.stringify(merge.patch)}::jsonb || ${counted}`,
      commentId: merge.commentId ?? sql`${n.commentId}`,
      eventId: merge.eventId,
      dateAction: merge.dateAction,
    })
    .where(and(inArray(n.userId, merge.userIds), eq(n.groupKey, merge.groupKey), isNull(n.readAt)))
    .returning({ id: n.id, userId: n.userId });
}

export async function insertNotifications(
  tx: DbOrTx,
  rows: NewNotificationRow[],
): Promise<Array<{ id: number; userId: number }>> {
  if (rows.length === 0) return [];
  return tx
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}

/**
 * Whether a person still sees what a notification is about: the project (its task list's ACL
 * included), the task or note out of the trash. What they lost sight of is not shown.
 */
function seenBy(viewerId: number): SQL {
  return seenThrough(notifications, viewerId);
}

/** The same check over any columns that name the things (a grouped count's, say). */
function seenThrough(
  n: Record<'projectId' | 'tasklistId' | 'taskId' | 'noteId', SQL | AnyColumn>,
  viewerId: number,
): SQL {
  return sql`(${n.projectId} is null or case
      when ${n.tasklistId} is null then ${seesProject(n.projectId, viewerId)}
      else ${viewerSeesTask({ projectId: n.projectId, tasklistId: n.tasklistId }, viewerId)} end)
    and (${n.taskId} is null or exists (select 1 from ${tasks} nt
      where nt.id = ${n.taskId} and nt.date_deleted is null))
    and (${n.noteId} is null or exists (select 1 from ${notes} nn
      where nn.id = ${n.noteId} and nn.date_deleted is null))`;
}

/** The Notification filter as the repo takes it: days as moments already. */
export interface ListFilter {
  projectIds: number[];
  userIds: number[];
  teamsNamed: boolean;
  types: string[];
  onlyUnread: boolean;
  order: 'asc' | 'desc';
  from: string | null;
  to: string | null;
  timeZone: string;
  /** Only this one. */
  id?: number;
}

/** The filter that leaves everything in. */
export const EVERYTHING: ListFilter = {
  projectIds: [],
  userIds: [],
  teamsNamed: false,
  types: [],
  onlyUnread: false,
  order: 'desc',
  from: null,
  to: null,
  timeZone: 'UTC',
};

const author = alias(users, 'n_author');
const who = alias(users, 'n_who');

/** A page of a person's notifications with the names of what they are about. */
export async function listNotifications(
  db: DbOrTx,
  viewerId: number,
  filter: ListFilter,
  page: { offset: number; limit: number },
) {
  if (filter.teamsNamed) return [];
  const n = notifications;
  const tz = filter.timeZone;
  return db
    .select({
      row: n,
      author: { id: author.id, fname: author.fname, lname: author.lname },
      who: { id: who.id, fname: who.fname, lname: who.lname },
      project: { id: projects.id, name: projects.name },
      tasklist: { id: tasklists.id, name: tasklists.name },
      task: { id: tasks.id, name: tasks.name },
      note: { id: notes.id, name: notes.name },
      file: { uuid: files.uuid, name: files.filename },
      link: { uuid: projectLinks.uuid, name: projectLinks.name },
      moreUsers: sql<Array<{ id: number; fname: string; lname: string }>>`(select
        coalesce(json_agg(json_build_object('id', mu.id, 'fname', mu.fname, 'lname', mu.lname)
          order by array_position(${n.moreUserIds}, mu.id)), '[]'::json)
        from ${users} mu where mu.id = any(${n.moreUserIds}))`,
    })
    .from(n)
    .leftJoin(author, eq(author.id, n.authorId))
    .leftJoin(who, eq(who.id, n.whoId))
    .leftJoin(projects, eq(projects.id, n.projectId))
    .leftJoin(tasklists, eq(tasklists.id, n.tasklistId))
    .leftJoin(tasks, eq(tasks.id, n.taskId))
    .leftJoin(notes, eq(notes.id, n.noteId))
    .leftJoin(files, eq(files.id, n.fileId))
    .leftJoin(projectLinks, eq(projectLinks.id, n.linkId))
    .where(
      and(
        eq(n.userId, viewerId),
        filter.id === undefined ? undefined : eq(n.id, filter.id),
        filter.onlyUnread ? isNull(n.readAt) : undefined,
        filter.projectIds.length > 0 ? inArray(n.projectId, filter.projectIds) : undefined,
        filter.userIds.length > 0 ? inArray(n.authorId, filter.userIds) : undefined,
        filter.types.length > 0 ? inArray(n.type, filter.types) : undefined,
        filter.from
          ? sql`${n.dateAction} >= (${filter.from}::date)::timestamp at time zone ${tz}`
          : undefined,
        filter.to
          ? sql`${n.dateAction} < (${filter.to}::date + 1)::timestamp at time zone ${tz}`
          : undefined,
        seenBy(viewerId),
      ),
    )
    .orderBy(filter.order === 'asc' ? asc(n.id) : desc(n.id))
    .offset(page.offset)
    .limit(page.limit);
}
export type ListedNotification = Awaited<ReturnType<typeof listNotifications>>[number];

/** One of a person's notifications as the lists show it, while they still see what it is about. */
export async function findListedNotification(
  db: DbOrTx,
  viewerId: number,
  id: number,
  onlyUnread = false,
): Promise<ListedNotification | undefined> {
  const [row] = await listNotifications(
    db,
    viewerId,
    { ...EVERYTHING, onlyUnread, id },
    { offset: 0, limit: 1 },
  );
  return row;
}

/** How many of a person's notifications they have not read (of what they still see). */
export async function countUnread(db: DbOrTx, viewerId: number): Promise<number> {
  // Sight is checked once per thing the unread notifications name, not once per notification.
  const n = notifications;
  const unread = db
    .select({
      projectId: n.projectId,
      tasklistId: n.tasklistId,
      taskId: n.taskId,
      noteId: n.noteId,
      count: sql<number>`count(*)`.as('count'),
    })
    .from(n)
    .where(and(eq(n.userId, viewerId), isNull(n.readAt)))
    .groupBy(n.projectId, n.tasklistId, n.taskId, n.noteId)
    .as('unread');
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${unread.count}), 0)::int` })
    .from(unread)
    .where(
      seenThrough(
        {
          projectId: sql`${unread.projectId}`,
          tasklistId: sql`${unread.tasklistId}`,
          taskId: sql`${unread.taskId}`,
          noteId: sql`${unread.noteId}`,
        },
        viewerId,
      ),
    );
  return row?.count ?? 0;
}

/** One notification of a person's that they still see. */
export async function findOwnNotification(db: DbOrTx, viewerId: number, id: number) {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, viewerId), seenBy(viewerId)));
  return row;
}

/** Marks one read or unread; a read one leaves its group, so what comes next starts anew. */
export async function setRead(db: DbOrTx, id: number, readAt: Date | null): Promise<void> {
  await db
    .update(notifications)
    .set(readAt ? { readAt, groupKey: null } : { readAt })
    .where(eq(notifications.id, id));
}

export async function markAllRead(db: DbOrTx, viewerId: number, at: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: at, groupKey: null })
    .where(and(eq(notifications.userId, viewerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

/** The people a fan-out reaches, with what their e-mails need. */
export async function recipientsInfo(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      localeCode: users.localeCode,
      timezone: users.timezone,
      isInvited: users.isInvited,
      outOfOfficeFrom: users.outOfOfficeFrom,
      outOfOfficeTo: users.outOfOfficeTo,
      mailUnsubscribeHash: users.mailUnsubscribeHash,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Marks unread, unmailed notifications mailed, answering them: the ones to send now. */
export async function claimUnmailed(db: DbOrTx, ids: number[], at: Date) {
  if (ids.length === 0) return [];
  return db
    .update(notifications)
    .set({ mailedAt: at })
    .where(
      and(
        inArray(notifications.id, ids),
        isNull(notifications.mailedAt),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
}

/**
 * Unsent reminders that may be due by now (a relative one's task due within two days), locked
 * for this transaction; those another holds are skipped.
 */
export async function claimDueReminders(tx: DbOrTx, now: Date, limit: number) {
  const soon = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
  return tx
    .select({
      id: taskReminders.id,
      userId: taskReminders.userId,
      remindAt: taskReminders.remindAt,
      dueDateOffset: taskReminders.dueDateOffset,
      taskId: tasks.id,
      projectId: tasks.projectId,
      tasklistId: tasks.tasklistId,
      dueDate: tasks.dueDate,
      dueDateHasTime: tasks.dueDateHasTime,
      timezone: users.timezone,
    })
    .from(taskReminders)
    .innerJoin(tasks, eq(tasks.id, taskReminders.taskId))
    .innerJoin(users, eq(users.id, taskReminders.userId))
    .where(
      and(
        isNull(taskReminders.dateSent),
        isNull(tasks.dateDeleted),
        sql`(${taskReminders.remindAt} <= ${now.toISOString()}::timestamptz
          or (${taskReminders.dueDateOffset} is not null
            and ${tasks.dueDate} <= ${soon.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(asc(taskReminders.id))
    .limit(limit)
    .for('update', { of: taskReminders, skipLocked: true });
}

export async function markRemindersSent(tx: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(taskReminders).set({ dateSent: at }).where(inArray(taskReminders.id, ids));
}

/** An open task coming due and a person it may be told to. */
export interface DueTaskCandidate {
  taskId: number;
  projectId: number;
  tasklistId: number;
  dueDate: Date;
  dueDateHasTime: boolean;
  userId: number;
  timezone: string;
}

/**
 * The open tasks whose due date is near `now` (a day before to two after, wide enough for any
 * notice time in any time zone), each with its workers (its author when nobody works on it), less
 * the notices already told about that due date.
 */
export async function dueTaskCandidates(tx: DbOrTx, now: Date): Promise<DueTaskCandidate[]> {
  const day = 24 * 60 * 60 * 1000;
  const near = await tx
    .select({
      taskId: tasks.id,
      projectId: tasks.projectId,
      tasklistId: tasks.tasklistId,
      dueDate: tasks.dueDate,
      dueDateHasTime: tasks.dueDateHasTime,
      authorId: tasks.authorId,
    })
    .from(tasks)
    .where(
      and(
        isNull(tasks.dateDeleted),
        isNull(tasks.dateFinished),
        sql`${tasks.dueDate} > ${new Date(now.getTime() - 2 * day).toISOString()}::timestamptz`,
        sql`${tasks.dueDate} <= ${new Date(now.getTime() + 2 * day).toISOString()}::timestamptz`,
      ),
    );
  if (near.length === 0) return [];
  const ids = near.map((n) => n.taskId);
  const workers = await tx
    .select({ taskId: taskWorkers.taskId, userId: taskWorkers.userId })
    .from(taskWorkers)
    .where(inArray(taskWorkers.taskId, ids));
  const told = await tx
    .select({
      taskId: dueDateNotices.taskId,
      userId: dueDateNotices.userId,
      dueDate: dueDateNotices.dueDate,
    })
    .from(dueDateNotices)
    .where(inArray(dueDateNotices.taskId, ids));
  const toldKeys = new Set(told.map((d) => `${d.taskId}:${d.userId}:${d.dueDate.getTime()}`));
  const pairs = near.flatMap((task) => {
    const own = workers.filter((w) => w.taskId === task.taskId).map((w) => w.userId);
    const people = own.length > 0 ? own : task.authorId === null ? [] : [task.authorId];
    return people
      .filter((userId) => !toldKeys.has(`${task.taskId}:${userId}:${task.dueDate!.getTime()}`))
      .map((userId) => ({ ...task, userId }));
  });
  if (pairs.length === 0) return [];
  const zones = new Map(
    (
      await tx
        .select({ id: users.id, timezone: users.timezone })
        .from(users)
        .where(inArray(users.id, [...new Set(pairs.map((p) => p.userId))]))
    ).map((u) => [u.id, u.timezone]),
  );
  return pairs.map(({ authorId: _author, dueDate, ...pair }) => ({
    ...pair,
    dueDate: dueDate!,
    timezone: zones.get(pair.userId) ?? 'UTC',
  }));
}

/**
 * Records due-date notices as told; answers those this call recorded (another instance may have
 * told some of them a moment ago).
 */
export async function recordDueDateNotices(
  tx: DbOrTx,
  rows: Array<{ taskId: number; userId: number; dueDate: Date }>,
  at: Date,
): Promise<Array<{ taskId: number; userId: number }>> {
  if (rows.length === 0) return [];
  return tx
    .insert(dueDateNotices)
    .values(rows.map((r) => ({ ...r, sentAt: at })))
    .onConflictDoNothing()
    .returning({ taskId: dueDateNotices.taskId, userId: dueDateNotices.userId });
}

/** The person an unsubscribe secret belongs to. */
export async function findUserByUnsubscribeHash(db: DbOrTx, hash: string) {
  const [person] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.mailUnsubscribeHash, hash));
  return person ?? null;
}

/**
 * The people who may have a summary due (they chose summaries or grouped e-mails), with their
 * settings row locked for this transaction; rows another holds are skipped.
 */
export async function claimDigestCandidates(tx: DbOrTx, afterId: number, limit: number) {
  const f = notificationSettings.flags;
  return tx
    .select({
      userId: users.id,
      timezone: users.timezone,
      isInvited: users.isInvited,
      outOfOfficeFrom: users.outOfOfficeFrom,
      outOfOfficeTo: users.outOfOfficeTo,
      settings: notificationSettings,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      sql`${notificationSettings.userId} > ${afterId}
        and (${f} ->> 'notification_every_few_hours' = 'true'
        or ${f} ->> 'notification_every_morning' = 'true'
        or ${f} ->> 'notification_type' = 'grouped')`,
    )
    .orderBy(asc(notificationSettings.userId))
    .limit(limit)
    .for('update', { of: notificationSettings, skipLocked: true });
}

/** A person's notifications still unread and not e-mailed, since a moment (at most 200). */
export async function unmailedUnreadIds(tx: DbOrTx, userId: number, since: Date) {
  return (
    await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          isNull(notifications.mailedAt),
          sql`${notifications.dateAction} > ${since.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(200)
  ).map((n) => n.id);
}

/**
 * People who may be due a monthly report about a month up to `latest` (YYYY-MM): their last
 * report is about an earlier month, or they never had one (`markMonthlyReport` decides who
 * sends).
 */
export async function claimMonthlyReportCandidates(
  tx: DbOrTx,
  latest: string,
  afterId: number,
  limit: number,
) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      localeCode: users.localeCode,
      timezone: users.timezone,
      isInvited: users.isInvited,
      mailUnsubscribeHash: users.mailUnsubscribeHash,
      monthlyReportFor: notificationSettings.monthlyReportFor,
      settings: notificationSettings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      sql`${users.id} > ${afterId}
        and coalesce(${notificationSettings.monthlyReportFor}, '') < ${latest}
        and exists (select 1 from ${projectMembers} pm where pm.user_id = ${users.id})`,
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/** What a person did in a span, by project: tasks finished and created, comments written. */
export async function monthActivity(tx: DbOrTx, userId: number, from: Date, to: Date) {
  const counted = (type: string) =>
    sql<number>`count(*) filter (where ${events.type} = ${type})::int`;
  return tx
    .select({
      projectId: projects.id,
      projectName: projects.name,
      finished: counted('task.finished'),
      created: counted('task.created'),
      comments: counted('comment.created'),
    })
    .from(events)
    .innerJoin(projects, eq(projects.id, events.projectId))
    .where(
      and(
        eq(events.authorId, userId),
        inArray(events.type, ['task.finished', 'task.created', 'comment.created']),
        sql`${events.dateAction} >= ${from.toISOString()}::timestamptz`,
        sql`${events.dateAction} < ${to.toISOString()}::timestamptz`,
        isNull(projects.dateDeleted),
      ),
    )
    .groupBy(projects.id, projects.name)
    .orderBy(asc(projects.name));
}

/** Open tasks a person works on whose due date has passed. */
export async function overdueTaskCount(tx: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(taskWorkers)
    .innerJoin(tasks, eq(tasks.id, taskWorkers.taskId))
    .where(
      and(
        eq(taskWorkers.userId, userId),
        isNull(tasks.dateDeleted),
        isNull(tasks.dateFinished),
        sql`${tasks.dueDate} < ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Records that a person's report about a month is going out; false when it was recorded already
 * (a second instance waits for the first's row and then finds it done).
 */
export async function markMonthlyReport(
  tx: DbOrTx,
  userId: number,
  month: string,
): Promise<boolean> {
  const marked = await tx
    .insert(notificationSettings)
    .values({ userId, monthlyReportFor: month })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { monthlyReportFor: month },
      setWhere: sql`coalesce(${notificationSettings.monthlyReportFor}, '') < ${month}`,
    })
    .returning({ userId: notificationSettings.userId });
  return marked.length > 0;
}

/** The project of a task list out of the trash. */
export async function projectOfTasklist(db: DbOrTx, tasklistId: number) {
  const [row] = await db
    .select({ projectId: tasklists.projectId })
    .from(tasklists)
    .where(and(eq(tasklists.id, tasklistId), isNull(tasklists.dateDeleted)));
  return row?.projectId ?? null;
}

/** Follows a task list, or stops. */
export async function setTasklistTracked(
  db: DbOrTx,
  tasklistId: number,
  userId: number,
  tracked: boolean,
): Promise<void> {
  if (tracked)
    await db.insert(tasklistTrackers).values({ tasklistId, userId }).onConflictDoNothing();
  else
    await db
      .delete(tasklistTrackers)
      .where(and(eq(tasklistTrackers.tasklistId, tasklistId), eq(tasklistTrackers.userId, userId)));
}

/** The task lists of a project a person follows. */
export async function trackedTasklistIds(db: DbOrTx, projectId: number, userId: number) {
  const rows = await db
    .select({ id: tasklistTrackers.tasklistId })
    .from(tasklistTrackers)
    .innerJoin(tasklists, eq(tasklists.id, tasklistTrackers.tasklistId))
    .where(and(eq(tasklistTrackers.userId, userId), eq(tasklists.projectId, projectId)))
    .orderBy(asc(tasklistTrackers.tasklistId));
  return rows.map((r) => r.id);
}
