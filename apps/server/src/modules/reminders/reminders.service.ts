import type { z } from 'zod';
import type { addReminderBodySchema, ListedTask, Reminder } from '@tandem/contract';
import { REMINDER_LIMITS } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadTask, presentListedTask, TASK_IN_TRASH } from '../tasks/index.ts';
import { findUserById } from '../users/index.ts';
import { bySoonest, presentReminder } from './reminders.presenter.ts';
import {
  deleteReminder,
  findReminderByUuid,
  insertReminder,
  listRemindersOf,
  listRemindersOfTask,
} from './reminders.repo.ts';

type AddBody = z.output<typeof addReminderBodySchema>;

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

/**
 * Personal reminders of tasks: anyone who sees a task keeps their own, and nobody else ever sees
 * them. Their events go to their owner's own topic only. Delivering them belongs to notifications.
 */
export function createRemindersService(deps: Deps) {
  const timeZoneOf = async (userId: number) =>
    (await findUserById(deps.db, userId))?.timezone ?? 'UTC';

  return {
    /** The actor's own reminders of a task, soonest first. */
    async list(actor: UserActor, taskId: number): Promise<Reminder[]> {
      const { task } = await loadTask(deps.db, actor.id, taskId);
      const timeZone = await timeZoneOf(actor.id);
      const rows = await listRemindersOfTask(deps.db, actor.id, taskId);
      return rows.map((row) => presentReminder(row, task, timeZone)).sort(bySoonest);
    },

    async add(
      actor: UserActor,
      taskId: number,
      body: AddBody,
      mutationId: string | null,
    ): Promise<Reminder> {
      const { task } = await loadTask(deps.db, actor.id, taskId);
      if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
      const now = deps.clock.now();
      const remindAt = body.remind_at ? new Date(body.remind_at) : null;
      if (remindAt && remindAt.getTime() <= now.getTime())
        throw validationFailed({ remind_at: ['Choose a moment in the future.'] });
      if (body.due_date_offset && !task.dueDate)
        throw validationFailed({
          due_date_offset: ['Give the task a due date first, or choose a time for the reminder.'],
        });
      const mine = await listRemindersOfTask(deps.db, actor.id, taskId);
      if (mine.length >= REMINDER_LIMITS.perUserPerTask)
        throw conflict(
          `You can have at most ${REMINDER_LIMITS.perUserPerTask} reminders of one task.`,
        );
      const same = mine.some((r) =>
        remindAt
          ? r.remindAt?.getTime() === remindAt.getTime()
          : r.dueDateOffset === body.due_date_offset,
      );
      if (same) throw conflict('You already have this reminder of the task.');
      const created = await deps.transact(async (uow) => {
        const row = await insertReminder(uow.tx, {
          taskId,
          userId: actor.id,
          remindAt,
          dueDateOffset: body.due_date_offset ?? null,
          dateAdd: now,
        });
        // Without a project or task, the event reaches only the actor's own tabs.
        await deps.recordEvent(uow, { type: 'reminder.added', actorId: actor.id, mutationId });
        return row;
      });
      return presentReminder(created, task, await timeZoneOf(actor.id));
    },

    /** Removes one of the actor's own reminders; anyone else's is as unknown as a missing one. */
    async remove(actor: UserActor, uuid: string, mutationId: string | null) {
      const reminder = await findReminderByUuid(deps.db, uuid);
      if (!reminder || reminder.userId !== actor.id) throw notFound('The reminder');
      await deps.transact(async (uow) => {
        await deleteReminder(uow.tx, reminder.id);
        await deps.recordEvent(uow, { type: 'reminder.removed', actorId: actor.id, mutationId });
      });
      return { deleted: true as const, task_id: reminder.taskId };
    },

    /** The actor's reminders of the tasks they see, with the tasks, soonest first. */
    async listMine(actor: UserActor): Promise<Array<{ reminder: Reminder; task: ListedTask }>> {
      const [rows, timeZone] = await Promise.all([
        listRemindersOf(deps.db, actor.id),
        timeZoneOf(actor.id),
      ]);
      return rows
        .map((row) => ({
          reminder: presentReminder(row.reminder, row.task, timeZone),
          task: presentListedTask(row),
        }))
        .sort((a, b) => bySoonest(a.reminder, b.reminder));
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
