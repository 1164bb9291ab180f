import type { TandemModule } from '../../core.ts';
import { recurrenceTaskHooks } from './recurrence.next.ts';
import { recurrencePart } from './recurrence.part.ts';
import { registerRecurrenceRoutes } from './recurrence.routes.ts';
import { createRecurrenceService } from './recurrence.service.ts';

/** Recurring tasks: the rule, its part of the task shape, and the next occurrence on finishing. */
export const recurrenceModule: TandemModule = {
  name: 'recurrence',
  register(core) {
    core.taskParts.add(recurrencePart);
    core.taskHooks.add(...recurrenceTaskHooks(core));
    registerRecurrenceRoutes(
      core.app,
      createRecurrenceService({ ...core, presentTask: core.present.task }),
    );
  },
};

// The doors: what other modules and the app may use of this module.
export { instantAt } from '../../lib/zoned-time.ts';
