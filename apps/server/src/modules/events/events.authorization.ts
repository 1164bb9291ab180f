import type { AuthorizationRows } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';

/** A project's history of events. */
export const authorizationRows: AuthorizationRows = {
  'events.projectEvents': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
};
