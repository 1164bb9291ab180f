import type { AuthorizationRows } from '../../test/authorization.ts';
import { everyone, signedIn } from '../../test/authorization.ts';

/** The signed-in person's own account: anyone signed in, for themselves only. */
export const authorizationRows: AuthorizationRows = {
  'auth.me': { expect: signedIn(200) },
  'auth.session': { expect: everyone(200) },
  'auth.saveProfile': { body: () => ({}), expect: signedIn(200) },
  'auth.saveDashboard': {
    body: () => ({
      sections: [{ id: 'activity', hidden: true }],
      show_project_and_tasklist: false,
    }),
    expect: signedIn(200),
  },
  'auth.changePassword': {
    body: () => ({ current_password: 'wrong password', new_password: 'long enough' }),
    expect: signedIn(400),
  },
  'auth.saveGlobalSetting': {
    query: () => ({ key: 'comments_desc_order' }),
    body: () => ({ value: '1' }),
    expect: signedIn(200),
  },
  'auth.regenerateApiKey': { expect: signedIn(200) },
};
