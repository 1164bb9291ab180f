/** Path prefixes the server owns (by whole segments); the web app never renders a page there. */
const SERVER_PREFIXES = ['/api', '/ws', '/settings/save-global', '/health', '/ready'];

/**
 * Whether an unknown path is a missing endpoint or file (a JSON 404) rather than a page of the web
 * app (its index page). The spec nests API calls under page paths (`/timetracking/api/menu`,
 * `/front/task/api/work-reports`), so any `api` segment counts, not only a leading one.
 */
export function isApiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  if (segments.includes('api')) return true;
  if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return true;
  }
  return /\.[a-z0-9]+$/i.test(segments.at(-1) ?? '');
}
