import { authEndpoints } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { eventEndpoints } from './events.ts';
import { projectEndpoints } from './projects.ts';
import { projectSettingsEndpoints } from './project-settings.ts';
import { tasklistEndpoints } from './tasklists.ts';
import { taskEndpoints } from './tasks.ts';
import { systemEndpoints } from './system.ts';

/** Every endpoint of the contract by group; tests walk it so no route goes unchecked. */
export const ENDPOINT_GROUPS = {
  auth: authEndpoints,
  projects: projectEndpoints,
  projectSettings: projectSettingsEndpoints,
  tasklists: tasklistEndpoints,
  tasks: taskEndpoints,
  events: eventEndpoints,
  system: systemEndpoints,
} as const;

/** All endpoints as `group.name` → endpoint. */
export function listEndpoints(): Array<[name: string, endpoint: Endpoint]> {
  return Object.entries(ENDPOINT_GROUPS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(
      ([name, endpoint]): [string, Endpoint] => [`${group}.${name}`, endpoint],
    ),
  );
}
