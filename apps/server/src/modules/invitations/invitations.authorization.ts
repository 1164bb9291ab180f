import type { AuthorizationRows } from '../../test/authorization.ts';
import { everyone, managersOnly } from '../../test/authorization.ts';
import { uniqueEmail } from '../../test/harness.ts';

/** Adding people to a project by e-mail, and the invitations of those without an account. */
export const authorizationRows: AuthorizationRows = {
  'projectPeople.addWorkers': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ new_workers: [uniqueEmail('nobody')], invite_new_workers: false }),
    // The owner gets past authorization to validation: the address has no account.
    expect: managersOnly(400),
  },
  'projectPeople.invitations': {
    query: (f) => ({ pid: f.project.id }),
    expect: managersOnly(200),
  },
  'projectPeople.resendInvitation': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ user_id: f.people.worker.id }),
    // The owner gets past authorization to validation: the worker has no open invitation.
    expect: managersOnly(400),
  },
  'projectPeople.invitationInfo': {
    query: () => ({ token: 'not-a-token' }),
    expect: everyone(400),
  },
  'projectPeople.acceptInvitation': {
    body: () => ({ token: 'not-a-token', fullname: 'Matrix Person', password: 'long enough' }),
    expect: everyone(400),
  },
};
