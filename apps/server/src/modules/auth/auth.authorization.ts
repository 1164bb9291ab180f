import type { AuthorizationRows } from '../../test/authorization.ts';
import { everyone, signedIn } from '../../test/authorization.ts';
import { uniqueEmail } from '../../test/harness.ts';

/** Signing up, in and out, and resetting a forgotten password. */
export const authorizationRows: AuthorizationRows = {
  'auth.signUp': {
    body: () => ({
      fullname: 'Matrix Person',
      email: uniqueEmail('matrix'),
      password: 'long enough',
    }),
    expect: everyone(201),
  },
  'auth.signIn': {
    body: () => ({ email: uniqueEmail('nobody'), password: 'wrong password' }),
    expect: everyone(401),
  },
  'auth.signOut': { expect: everyone(200) },
  'auth.signOutEverywhere': { expect: signedIn(200) },
  'auth.requestPasswordReset': {
    body: () => ({ email: uniqueEmail('nobody') }),
    expect: everyone(200),
  },
  'auth.confirmPasswordReset': {
    body: () => ({ token: 'not-a-token', password: 'long enough' }),
    expect: everyone(400),
  },
};
