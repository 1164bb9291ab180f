import type { AuthorizationRows } from '../../test/authorization.ts';
import { projectScoped, signedIn } from '../../test/authorization.ts';

/** A project's history of events; everyone's own feed, of what each sees. */
export const authorizationRows: AuthorizationRows = {
  'events.projectEvents': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'events.filterData': { expect: signedIn(200) },
  'events.find': { query: () => ({ p: 0 }), body: () => ({}), expect: signedIn(200) },
};
