/** Parses a route id: digits only, otherwise the route does not exist. */
export function parseRouteId(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
}
