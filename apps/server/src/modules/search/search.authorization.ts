import type { AuthorizationRows } from '../../test/authorization.ts';
import { signedIn } from '../../test/authorization.ts';

// Everyone signed in may search; what each finds is checked in search.access.test.ts.
const body = () => ({ search_query: 'Write' });

/** The quick search and the full search. */
export const authorizationRows: AuthorizationRows = {
  'search.quickSearch': { body, expect: signedIn(200) },
  'search.search': { body, expect: signedIn(200) },
};
