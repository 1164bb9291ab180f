import { z } from 'zod';
import { idSchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { listedTaskSchema } from './recurrence.ts';
import { CALENDAR_RANGE_DAYS_MAX, CALENDAR_TASKS_MAX } from './calendar-values.ts';

export * from './calendar-values.ts';

const daySchema = z.iso.date('Enter the day as yyyy-MM-dd.');

/** A task on the calendar: where it is, when it is due, and its version for a reschedule. */
export const calendarTaskSchema = listedTaskSchema.extend({
  project: z.object({ id: z.number(), name: z.string(), color: z.string().nullable() }),
  version: z.number(),
  /** The people who work on it. */
  workers_ids: z.array(z.number()),
  /** The names of its labels. */
  labels: z.array(z.string()),
});
export type CalendarTask = z.infer<typeof calendarTaskSchema>;

/** The days a calendar shows (both included, at most `CALENDAR_RANGE_DAYS_MAX`), in one project or all. */
const calendarRangeQuerySchema = z
  .object({ date_from: daySchema, date_to: daySchema, pid: idSchema.optional() })
  .refine((q) => q.date_to >= q.date_from, {
    message: 'The end of the range must not be before its start.',
    path: ['date_to'],
  })
  .refine(
    (q) =>
      (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 <= CALENDAR_RANGE_DAYS_MAX,
    {
      message: `The calendar reads at most ${CALENDAR_RANGE_DAYS_MAX} days at once.`,
      path: ['date_to'],
    },
  );

/** A person's out-of-office period as the calendar shows it: both days included. */
export const calendarOutOfOfficeSchema = z.object({
  user: personSchema,
  date_from: z.string(),
  date_to: z.string(),
});
export type CalendarOutOfOffice = z.infer<typeof calendarOutOfOfficeSchema>;

export const calendarEndpoints = {
  /**
   * The tasks the viewer sees that are due (or run) within the days `date_from` to `date_to`, in
   * their active projects, or in one project (`pid`); finished ones too. Our own design: the spec
   * names the calendar's views, not its calls.
   */
  tasks: endpoint({
    method: 'GET',
    path: '/api/calendar/tasks',
    auth: 'user',
    query: calendarRangeQuerySchema,
    response: z.object({
      tasks: z.array(calendarTaskSchema).max(CALENDAR_TASKS_MAX),
      /** True when more tasks fall in the range than one answer holds. */
      truncated: z.boolean(),
    }),
  }),
  /**
   * The out-of-office periods that meet the days `date_from` to `date_to`, of the viewer and the
   * people who share a project outside the trash with them, or of one project's members (`pid`).
   * Our own design: the spec has the period on the user, not a call that lists them.
   */
  outOfOffice: endpoint({
    method: 'GET',
    path: '/api/calendar/out-of-office',
    auth: 'user',
    query: calendarRangeQuerySchema,
    response: z.object({ periods: z.array(calendarOutOfOfficeSchema) }),
  }),
};
