import type { FastifyInstance } from 'fastify';
import { reminderEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { RemindersService } from './reminders.service.ts';

export function registerReminderRoutes(app: FastifyInstance, reminders: RemindersService) {
  defineRoute(app, reminderEndpoints.list, async ({ actor, query }) => ({
    reminders: await reminders.list(actor, query.tid),
  }));
  defineRoute(app, reminderEndpoints.add, async ({ actor, query, body, mutationId }) => ({
    reminder: await reminders.add(actor, query.tid, body, mutationId),
  }));
  defineRoute(app, reminderEndpoints.remove, async ({ actor, query, mutationId }) =>
    reminders.remove(actor, query.uuid, mutationId),
  );
  defineRoute(app, reminderEndpoints.reminderTasks, async ({ actor }) => ({
    items: await reminders.listMine(actor),
  }));
}
