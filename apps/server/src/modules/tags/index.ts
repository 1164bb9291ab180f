import type { TandemModule } from '../../core.ts';
import { createProjectTagsService } from './project-tags.service.ts';
import { registerTagRoutes } from './tags.routes.ts';
import { createTagsService } from './tags.service.ts';

/** Tags and the projects that carry them. */
export const tagsModule: TandemModule = {
  name: 'tags',
  register: (core) =>
    registerTagRoutes(
      core.app,
      createTagsService(core),
      createProjectTagsService({ ...core, present: core.present.project }),
    ),
};
