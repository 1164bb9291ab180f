import type { ActivityFilterInput } from '@tandem/contract';
import { EVENT_TYPES } from '@tandem/contract/browser';
import { typesOf } from '../../../lib/activity.ts';
import type { FilterValue } from '../components/activity-filter-bar.tsx';

/** What a feed is fixed to, whatever the filter says: one person's events, one project's. */
export interface FeedScope {
  personId: number | null;
  projectId: number | null;
}

/** The filter as the server takes it; the scope's person and project replace the choices. */
export function toActivityFilter(value: FilterValue, scope: FeedScope): ActivityFilterInput {
  return {
    projects_ids: scope.projectId !== null ? [scope.projectId] : value.projects.map(Number),
    users_ids: scope.personId !== null ? [scope.personId] : value.people.map(Number),
    events_types: typesOf(value.groups, EVENT_TYPES),
    order: value.order,
    date_range:
      value.from || value.to ? { date_from: value.from || null, date_to: value.to || null } : null,
  };
}
