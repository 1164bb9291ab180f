import type { AuthorizationRows } from '../../test/authorization.ts';
import { everyone, signedIn } from '../../test/authorization.ts';

/** Health and readiness of the server, open to everyone. */
export const authorizationRows: AuthorizationRows = {
  'system.health': { expect: everyone(200) },
  'system.ready': { expect: everyone(200) },
  'system.outbox': { expect: everyone(200) },
  // Off production with no operator named, everyone signed in operates (the tests' instance).
  'system.failedJobs': { expect: signedIn(200) },
  'system.retryJob': {
    query: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    expect: signedIn(404),
  },
};
