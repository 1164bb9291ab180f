import type { TandemModule } from '../../core.ts';
import { registerTemplateRoutes } from './templates.routes.ts';
import { createTemplatesService } from './templates.service.ts';

/** Project templates. */
export const templatesModule: TandemModule = {
  name: 'templates',
  register: (core) =>
    registerTemplateRoutes(
      core.app,
      createTemplatesService({ ...core, present: core.present.project }),
    ),
};
