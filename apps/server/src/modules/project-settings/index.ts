import type { TandemModule } from '../../core.ts';
import { registerProjectSettingsRoutes } from './project-settings.routes.ts';
import { createProjectSettingsService } from './project-settings.service.ts';

/** A project's settings. */
export const projectSettingsModule: TandemModule = {
  name: 'project-settings',
  register: (core) => registerProjectSettingsRoutes(core.app, createProjectSettingsService(core)),
};
