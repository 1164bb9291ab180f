import type { AuthorizationRows } from '../../test/authorization.ts';
import { signedIn } from '../../test/authorization.ts';

/** A browser with keys in the right shape, at an address no test subscribes. */
const device = {
  device_token: 'https://push.example.test/authorization-row',
  notification_token: `B${'A'.repeat(86)}.${'A'.repeat(22)}`,
  os_type: 'web',
};

/**
 * Anyone signed in subscribes their own browsers and no one else's. The rows cannot know each
 * principal's public token: the sign-in row names nobody's, which everyone signed in is refused
 * (`push.routes.test.ts` signs in with the right one).
 */
export const authorizationRows: AuthorizationRows = {
  'push.publicKey': { expect: signedIn(200) },
  'push.signin': {
    body: () => ({ ...device, user_public_token: 'not-a-public-token' }),
    expect: signedIn(400),
  },
  'push.signout': { body: () => ({ device_token: device.device_token }), expect: signedIn(200) },
};
