import type { TandemModule } from '../../core.ts';
import { relationsPart } from './task-relations.part.ts';
import { registerTaskRelationRoutes } from './task-relations.routes.ts';
import { createTaskRelationsService } from './task-relations.service.ts';

/** Relations between tasks. */
export const taskRelationsModule: TandemModule = {
  name: 'task-relations',
  register(core) {
    core.taskParts.add(relationsPart);
    registerTaskRelationRoutes(
      core.app,
      createTaskRelationsService({ ...core, presentTask: core.present.task }),
    );
  },
};
