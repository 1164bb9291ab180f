import type { TandemModule } from '../../core.ts';
import { labelsPart } from './labels.part.ts';
import { registerLabelRoutes } from './labels.routes.ts';
import { createLabelsService } from './labels.service.ts';

export { listAvailableLabels } from './labels.repo.ts';

/** Labels on tasks. */
export const labelsModule: TandemModule = {
  name: 'labels',
  register(core) {
    core.taskParts.add(labelsPart);
    registerLabelRoutes(core.app, createLabelsService({ ...core, presentTask: core.present.task }));
  },
};
