import ical from 'ical-generator';
import type { FeedTaskRow } from '../tasks/index.ts';

const DAY_MS = 86_400_000;
/** How often calendar applications are asked to read the feed again. */
const REFRESH_SECONDS = 60 * 60;

const utcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * When a task stands in a calendar: timed when its dates carry times, otherwise whole days from
 * its start to its end (an event's end day is exclusive, a task's inclusive).
 */
export function eventTimes(task: FeedTaskRow): { start: Date; end: Date | null; allDay: boolean } {
  const start = (task.dueDate ?? task.dueDateEnd)!;
  const startHasTime = task.dueDate ? task.dueDateHasTime : task.dueDateEndHasTime;
  const end = task.dueDate ? task.dueDateEnd : null;
  if (startHasTime && (end === null || task.dueDateEndHasTime)) {
    return { start, end: end && end.getTime() > start.getTime() ? end : null, allDay: false };
  }
  const first = utcDay(start);
  const last = end ? utcDay(end) : first;
  return {
    start: first,
    end: new Date(Math.max(last.getTime(), first.getTime()) + DAY_MS),
    allDay: true,
  };
}

/** The feed's text: one event per task, with a stable UID, the task's page and where it is. */
export function writeFeed(feed: {
  name: string;
  publicUrl: string;
  tasks: readonly FeedTaskRow[];
  now: Date;
}): string {
  const host = new URL(feed.publicUrl).host;
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Tandem', product: 'Tandem', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const task of feed.tasks) {
    const { start, end, allDay } = eventTimes(task);
    calendar.createEvent({
      id: `task-${task.uuid}@${host}`,
      start,
      end,
      allDay,
      stamp: feed.now,
      lastModified: task.dateUpd ?? task.dateAdd,
      summary: task.name,
      description: `${task.projectName} · ${task.tasklistName}`,
      url: `${feed.publicUrl}/task/${task.id}`,
    });
  }
  return calendar.toString();
}
