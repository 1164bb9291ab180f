import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, stateSchema } from './common.ts';
import {
  ISO_WEEKDAYS,
  RECURRENCE_BASES,
  RECURRENCE_LIMITS,
  RECURRENCE_UNITS,
} from './recurrence-values.ts';
import { taskSchema, tidQuerySchema } from './tasks.ts';

/** A task as lists across projects show it: enough to name it, place it and open it. */
export const listedTaskSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  state: stateSchema,
  due_date: z.string().nullable(),
  /** When the task is due to be done; `due_date` is when it starts. */
  due_date_end: z.string().nullable(),
  project: z.object({ id: z.number(), name: z.string() }),
  tasklist: z.object({ id: z.number(), name: z.string() }),
});
export type ListedTask = z.infer<typeof listedTaskSchema>;

/** A recurring task's rule; it belongs to the occurrence that is due now (task_id). */
export const recurrenceSchema = z.object({
  /** The rule's id, as the task's recurrent_task carries it. */
  id: z.number(),
  uuid: z.string(),
  task_id: z.number(),
  unit: z.enum(RECURRENCE_UNITS),
  interval: z.number(),
  /** ISO weekdays (1 Monday to 7 Sunday) of a weekly rule; null when it has none. */
  weekdays: z.array(z.number()).nullable(),
  based_on: z.enum(RECURRENCE_BASES),
  /**
   * The due date the next occurrence would get if the task were finished now, in the task's own
   * form (yyyy-MM-dd or a date-time).
   */
  next_due_date: z.string().nullable(),
  date_add: dateTimeSchema,
  abilities: z.object({ update: z.boolean() }),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

const WEEKDAY_RANGE = 'Weekdays are numbered 1 (Monday) to 7 (Sunday).';

/**
 * A rule to set: repeat every `interval` days, weeks, months or years, counted from the due date
 * or from the day the task is finished. Weekly rules may name the weekdays they fall on.
 */
export const setRecurrenceBodySchema = z
  .object({
    unit: z.enum(RECURRENCE_UNITS, { error: 'Choose day, week, month or year.' }),
    interval: z
      .number({ error: 'Enter how often the task repeats.' })
      .int('Enter a whole number.')
      .min(RECURRENCE_LIMITS.intervalMin, 'The task repeats at least every 1 period.')
      .max(
        RECURRENCE_LIMITS.intervalMax,
        `The task repeats at most every ${RECURRENCE_LIMITS.intervalMax} periods.`,
      ),
    weekdays: z
      .array(
        z
          .number({ error: WEEKDAY_RANGE })
          .int(WEEKDAY_RANGE)
          .min(ISO_WEEKDAYS[0], WEEKDAY_RANGE)
          .max(ISO_WEEKDAYS[6], WEEKDAY_RANGE),
      )
      .max(7, 'Choose each weekday at most once.')
      .nullable()
      .optional(),
    based_on: z.enum(RECURRENCE_BASES, { error: 'Choose due_date or completion.' }),
  })
  .superRefine((rule, ctx) => {
    const days = rule.weekdays ?? [];
    if (days.length > 0 && rule.unit !== 'week')
      ctx.addIssue({
        code: 'custom',
        path: ['weekdays'],
        message: 'Only weekly rules take weekdays.',
      });
    if (new Set(days).size !== days.length)
      ctx.addIssue({
        code: 'custom',
        path: ['weekdays'],
        message: 'Choose each weekday at most once.',
      });
  });
export type SetRecurrenceInput = z.input<typeof setRecurrenceBodySchema>;

export const recurrenceEndpoints = {
  /** The task's rule, or null when it does not repeat. */
  get: endpoint({
    method: 'GET',
    path: '/api/tasks/recurrence',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ recurrence: recurrenceSchema.nullable() }),
  }),
  /** Makes the task repeat, or changes how it does. */
  set: endpoint({
    method: 'POST',
    path: '/api/tasks/set-recurrence',
    auth: 'user',
    query: tidQuerySchema,
    body: setRecurrenceBodySchema,
    response: z.object({ recurrence: recurrenceSchema, task: taskSchema }),
  }),
  /** Stops the task repeating; the occurrences made so far stay. */
  remove: endpoint({
    method: 'POST',
    path: '/api/tasks/remove-recurrence',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ task: taskSchema }),
  }),
  /** The viewer's recurring tasks across their projects (/lists/recurrent-tasks). */
  recurrentTasks: endpoint({
    method: 'GET',
    path: '/api/tasks/recurrent-tasks',
    auth: 'user',
    response: z.object({
      items: z.array(z.object({ recurrence: recurrenceSchema, task: listedTaskSchema })),
    }),
  }),
};
