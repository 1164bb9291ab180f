import type { ActivityEvent, ActivityFilter, ActivityFilterData } from '@tandem/contract';
import { EVENT_TYPES } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import { loadProjectAccess, visibleTasklistIds } from '../projects/index.ts';
import { findUserById, presentPerson } from '../users/index.ts';
import type { ActivityConcerns } from './activity-concerns.repo.ts';
import { presentActivityEvent } from './events.presenter.ts';
import { feedFilterOptions, listFeed, listProjectEvents } from './events.repo.ts';

const FEED_LIMIT = 50;
/** Events on one page of the activity feed. */
export const FEED_PAGE = 50;

export function createEventsQueries(db: Db, concerns: ActivityConcerns) {
  return {
    /** The latest activity of a project the actor may see. */
    async projectFeed(actorId: number, projectId: number) {
      const { access } = await loadProjectAccess(db, projectId, actorId);
      const visible = visibleTasklistIds(access);
      const rows = await listProjectEvents(db, projectId, FEED_LIMIT, visible);
      return rows.map(presentActivityEvent);
    },

    /** A page of the activity of all the actor's projects, as the Activity filter chooses. */
    async feed(
      actorId: number,
      filter: ActivityFilter,
      page: number,
    ): Promise<{ events: ActivityEvent[]; page: number; has_more: boolean }> {
      const range = filter.date_range;
      const timeZone = range ? ((await findUserById(db, actorId))?.timezone ?? 'UTC') : 'UTC';
      const rows = await listFeed(
        db,
        actorId,
        {
          projectIds: filter.projects_ids,
          userIds: filter.users_ids,
          teamsNamed: filter.teams_uuids.length > 0,
          types: filter.events_types,
          order: filter.order,
          concerns: filter.concerns_me ? concerns.of(actorId) : null,
          range: filter.use_date_with_time
            ? { kind: 'moment', from: range?.date_from ?? null, to: range?.date_to ?? null }
            : {
                kind: 'day',
                from: range?.date_from ?? null,
                to: range?.date_to ?? null,
                timeZone,
              },
        },
        // One more than a page tells whether another follows.
        { offset: page * FEED_PAGE, limit: FEED_PAGE + 1 },
      );
      return {
        events: rows.slice(0, FEED_PAGE).map(presentActivityEvent),
        page,
        has_more: rows.length > FEED_PAGE,
      };
    },

    /** What the Activity filter offers the actor, and where it starts. */
    async filterData(actorId: number): Promise<ActivityFilterData> {
      const { projects, people } = await feedFilterOptions(db, actorId);
      return {
        events_types: [...EVENT_TYPES],
        projects,
        users: people.map(presentPerson),
        teams: [],
        default_values: {
          projects_ids: [],
          users_ids: [],
          teams_uuids: [],
          events_types: [],
          order: 'desc',
          date_range: null,
          use_date_with_time: false,
        },
      };
    },
  };
}
export type EventsQueries = ReturnType<typeof createEventsQueries>;
