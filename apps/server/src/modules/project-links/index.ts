import type { TandemModule } from '../../core.ts';
import { registerProjectLinkRoutes } from './project-links.routes.ts';
import { createProjectLinksService } from './project-links.service.ts';

/** A project's links: addresses kept beside its files and notes, each with its comments. */
export const projectLinksModule: TandemModule = {
  name: 'project-links',
  register(core) {
    registerProjectLinkRoutes(core.app, createProjectLinksService(core));
  },
};

// The doors: what other modules may use of this module.
export { loadLink } from './project-links.access.ts';
export { linkPolicy } from './project-links.policy.ts';
