import type { TandemModule } from '../../core.ts';
import { createEnumValues } from './custom-fields.enum-values.ts';
import { customFieldsPart } from './custom-fields.part.ts';
import { registerCustomFieldRoutes } from './custom-fields.routes.ts';
import { createCustomFieldsService } from './custom-fields.service.ts';
import { createCustomFieldValues } from './custom-fields.values.ts';

/** Custom fields of projects and their values on tasks. */
export const customFieldsModule: TandemModule = {
  name: 'custom-fields',
  register(core) {
    core.taskParts.add(customFieldsPart);
    registerCustomFieldRoutes(core.app, {
      fields: createCustomFieldsService(core),
      enumValues: createEnumValues(core),
      values: createCustomFieldValues({ ...core, presentTask: core.present.task }),
    });
  },
};

// The doors: what other modules and the app may use of this module.
export { copyValues } from './custom-fields.repo.ts';
