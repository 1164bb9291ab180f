import type { TandemModule } from '../../core.ts';
import { tasksFollowTheirList } from './tasklist-transfer.hook.ts';
import { createTaskEstimates } from './tasks.estimates.ts';
import { estimatesPart } from './tasks.estimates.part.ts';
import { createTaskPins } from './tasks.pins.ts';
import { pinsPart } from './tasks.pins.part.ts';
import { registerTaskPinAndEstimateRoutes } from './tasks.pins.routes.ts';
import { registerTaskRoutes } from './tasks.routes.ts';
import { createTasksService } from './tasks.service.ts';

/**
 * Tasks: the task calls, the board, pins and estimates. Other modules add parts to the task shape
 * (`core.taskParts`) and react to task changes (`core.taskHooks`); this module knows none of them.
 */
export const tasksModule: TandemModule = {
  name: 'tasks',
  register(core) {
    const deps = { ...core, parts: core.taskParts, hooks: core.taskHooks };
    const tasks = createTasksService(deps);
    core.provide({ task: (actor, id) => tasks.detail(actor, { tid: id }) });
    core.taskParts.add(estimatesPart);
    core.taskParts.add(pinsPart);
    core.tasklistHooks.add(tasksFollowTheirList);
    registerTaskRoutes(core.app, tasks);
    registerTaskPinAndEstimateRoutes(core.app, {
      setTimeEstimates: createTaskEstimates({ ...deps, presentTask: core.present.task }),
      pins: createTaskPins({ ...deps, presentTask: core.present.task }),
    });
  },
};
