import type { TandemModule } from '../../core.ts';
import { publicLinksPart } from './public-links.part.ts';
import { registerPublicLinkRoutes } from './public-links.routes.ts';
import { createPublicLinksService } from './public-links.service.ts';

/** Public links: tasks shared read-only with people outside, and the public view of them. */
export const publicLinksModule: TandemModule = {
  name: 'public-links',
  register(core) {
    core.taskParts.add(publicLinksPart);
    registerPublicLinkRoutes(core.app, createPublicLinksService(core));
  },
};
