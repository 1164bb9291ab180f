import type { TandemModule } from '../../core.ts';
import { taskcheckTaskHooks } from './taskcheck-sync.ts';
import { subtasksPart } from './taskchecks.part.ts';
import { registerTaskcheckRoutes } from './taskchecks.routes.ts';
import { createTaskchecksService } from './taskchecks.service.ts';

/** Subtasks: their calls, their part of the task shape, and smart subtasks kept in step. */
export const taskchecksModule: TandemModule = {
  name: 'taskchecks',
  register(core) {
    core.taskParts.add(subtasksPart);
    core.taskHooks.add(...taskcheckTaskHooks(core));
    registerTaskcheckRoutes(
      core.app,
      createTaskchecksService({ ...core, presentTask: core.present.task }),
    );
  },
};
