/** Parses a route id: digits only, otherwise the route does not exist. */
export function parseRouteId(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
}

/**
 * The address of a project's sub-page. The project page's own `tasklists` and `events` are
 * routes of their own, where the segment is no parameter: both its route and its data loader read
 * it by this pattern.
 */
export const PROJECT_SECTION_PATH = '/project/:projectId/:section';
