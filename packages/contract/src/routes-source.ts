import type { Endpoint } from './endpoint.ts';
import { ENDPOINT_GROUPS } from './registry.ts';

/** The text of routes.generated.ts, made from the endpoint table. */
export function routesSource(): string {
  const groups = Object.entries(ENDPOINT_GROUPS).map(([group, endpoints]) => {
    const lines = Object.entries(endpoints as Record<string, Endpoint>).map(
      ([name, e]) => `    ${name}: { method: '${e.method}', path: '${e.path}' },`,
    );
    return `  ${group}: {\n${lines.join('\n')}\n  },`;
  });
  return [
    '// Made by `npm run contract:routes` from the endpoint table; a contract test keeps it in step.',
    "import type { ENDPOINT_GROUPS } from './registry.ts';",
    "import type { RouteTable } from './route.ts';",
    '',
    '/** Method and path of every endpoint, without schemas: what the browser ships. */',
    'export const ROUTES: RouteTable<typeof ENDPOINT_GROUPS> = {',
    ...groups,
    '};',
    '',
  ].join('\n');
}
