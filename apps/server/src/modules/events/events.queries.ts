import type { Db } from '../../db/client.ts';
import { loadProjectAccess, visibleTasklistIds } from '../projects/index.ts';
import { presentActivityEvent } from './events.presenter.ts';
import { listProjectEvents } from './events.repo.ts';

const FEED_LIMIT = 50;

export function createEventsQueries(db: Db) {
  return {
    /** The latest activity of a project the actor may see. */
    async projectFeed(actorId: number, projectId: number) {
      const { access } = await loadProjectAccess(db, projectId, actorId);
      const visible = visibleTasklistIds(access);
      const rows = await listProjectEvents(db, projectId, FEED_LIMIT, visible);
      return rows.map(presentActivityEvent);
    },
  };
}
export type EventsQueries = ReturnType<typeof createEventsQueries>;
