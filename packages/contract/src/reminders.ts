import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema } from './common.ts';
import { listedTaskSchema } from './recurrence.ts';
import { REMINDER_OFFSETS } from './recurrence-values.ts';
import { tidQuerySchema } from './tasks.ts';

/** A person's own reminder of a task; nobody else ever sees it. */
export const reminderSchema = z.object({
  uuid: z.string(),
  task_id: z.number(),
  /** The chosen moment, for a reminder at a time; null for one relative to the due date. */
  remind_at: dateTimeSchema.nullable(),
  /** How long before the due date, for a relative reminder; null for one at a time. */
  due_date_offset: z.enum(REMINDER_OFFSETS).nullable(),
  /**
   * When it is due to remind: the chosen moment, or the task's due moment less the offset (a
   * whole-day due date counts from 09:00 in the person's time zone). Null when a relative
   * reminder's task has lost its due date.
   */
  fires_at: dateTimeSchema.nullable(),
  date_add: dateTimeSchema,
  /** When it was delivered; null until notifications deliver it. */
  date_sent: dateTimeSchema.nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** A reminder at a moment (remind_at) or relative to the due date (due_date_offset): one of them. */
export const addReminderBodySchema = z
  .object({
    remind_at: z.iso
      .datetime({ offset: true, local: false, error: 'Enter a date and time with its offset.' })
      .optional(),
    due_date_offset: z
      .enum(REMINDER_OFFSETS, { error: 'Choose 2h, 1h, 30m, 15m or due.' })
      .optional(),
  })
  .refine((body) => (body.remind_at === undefined) !== (body.due_date_offset === undefined), {
    message: 'Choose either a time (remind_at) or a time before the due date (due_date_offset).',
    path: ['remind_at'],
  });
export type AddReminderInput = z.input<typeof addReminderBodySchema>;

export const reminderEndpoints = {
  /** The viewer's own reminders of a task, soonest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/tasks/reminders',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ reminders: z.array(reminderSchema) }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/tasks/add-reminder',
    auth: 'user',
    query: tidQuerySchema,
    body: addReminderBodySchema,
    response: z.object({ reminder: reminderSchema }),
    status: 201,
  }),
  /** Removes one of the viewer's own reminders. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tasks/remove-reminder',
    auth: 'user',
    query: z.object({ uuid: z.uuid('Enter a valid uuid.') }),
    response: z.object({ deleted: z.literal(true), task_id: z.number() }),
  }),
  /** The viewer's reminders with their tasks, soonest first (/lists/reminder-tasks). */
  reminderTasks: endpoint({
    method: 'GET',
    path: '/api/tasks/reminder-tasks',
    auth: 'user',
    response: z.object({
      items: z.array(z.object({ reminder: reminderSchema, task: listedTaskSchema })),
    }),
  }),
};
