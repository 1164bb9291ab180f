import type { TandemModule } from '../../core.ts';
import { registerPinnedItemRoutes } from './pinned-items.routes.ts';
import { createPinnedItemsService } from './pinned-items.service.ts';

/** The project's pinned items: its pinned tasks, notes, files and links in one list. */
export const pinnedItemsModule: TandemModule = {
  name: 'pinned-items',
  register(core) {
    registerPinnedItemRoutes(core.app, createPinnedItemsService(core));
  },
};
