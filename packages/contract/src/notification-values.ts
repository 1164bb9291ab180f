/**
 * What a notification tells a person (document 2 leaves the list open; these are Tandem's):
 * - `task_assigned`: someone made them a worker of a task;
 * - `mention`: someone mentioned them in a comment;
 * - `comment`: a new comment on a task they created, work on or follow, on a note they follow, or
 *   on a file they uploaded;
 * - `reaction`: someone reacted to their comment;
 * - `task_finished`: a task they created was finished;
 * - `tracked_task_finished`: a task they follow or work on was finished;
 * - `due_date_changed`: the due dates of a task they work on or follow changed;
 * - `note_edited`: a note they follow was edited;
 * - `reminder`: their own reminder of a task is due;
 * - `due_date`: a task they work on (or created, when nobody works on it) comes due, as early as
 *   their `when_send_due_date_*` settings say;
 * - `new_task`: someone added a task to a task list they follow.
 */
export const NOTIFICATION_TYPES = [
  'task_assigned',
  'mention',
  'comment',
  'reaction',
  'task_finished',
  'tracked_task_finished',
  'due_date_changed',
  'note_edited',
  'reminder',
  'due_date',
  'new_task',
  'long_running_work',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The days of the sending schedule, Monday first. */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** How long before a due date with a time it is told. */
export const DUE_DATE_NOTICE_TIMES = ['2h', '1h', '30m', '15m', 'due'] as const;
/** When a due date without a time is told. */
export const DUE_DATE_WITHOUT_TIME_NOTICE_TIMES = ['day_before', 'due'] as const;
