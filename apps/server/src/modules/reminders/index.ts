import type { TandemModule } from '../../core.ts';
import { remindersPart } from './reminders.part.ts';
import { registerReminderRoutes } from './reminders.routes.ts';
import { createRemindersService } from './reminders.service.ts';

/** Reminders of tasks. */
export const remindersModule: TandemModule = {
  name: 'reminders',
  register(core) {
    core.taskParts.add(remindersPart);
    registerReminderRoutes(core.app, createRemindersService(core));
  },
};

// The doors: what other modules may use of this module.
export { firesAt } from './reminders.presenter.ts';
