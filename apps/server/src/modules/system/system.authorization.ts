import type { AuthorizationRows } from '../../test/authorization.ts';
import { everyone } from '../../test/authorization.ts';

/** Health and readiness of the server, open to everyone. */
export const authorizationRows: AuthorizationRows = {
  'system.health': { expect: everyone(200) },
  'system.ready': { expect: everyone(200) },
  'system.outbox': { expect: everyone(200) },
};
