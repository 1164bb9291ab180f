import type { AuthorizationRows, Made } from '../../test/authorization.ts';
import { signedIn, uniqueName } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A role of the owner's account, made for the row's call (`made.role`). */
async function createOwnerRole(owner: Client): Promise<Made> {
  const res = await owner.post('/api/roles/create', {
    name: uniqueName('Matrix role'),
    disallowed_actions: [1],
  });
  return { role: res.json().role.id };
}

/** Roles of an account, and the roles members have in a project. */
export const authorizationRows: AuthorizationRows = {
  // Roles belong to an account: anyone else's answers 404, as a missing one.
  'roles.list': { expect: signedIn(200) },
  'roles.create': {
    body: () => ({ name: uniqueName('Matrix role'), disallowed_actions: [1, 3] }),
    expect: signedIn(201),
  },
  'roles.update': {
    query: (f) => ({ id: f.made.role! }),
    body: () => ({ disallowed_actions: [2] }),
    fresh: createOwnerRole,
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, commander: 404 },
  },
  'roles.delete': {
    query: (f) => ({ id: f.made.role! }),
    fresh: createOwnerRole,
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, commander: 404 },
  },
  // Only the project owner gives roles; a commander would get 403 as the worker does.
  'roles.setMemberRoles': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ user_id: f.people.worker.id, roles_ids: [] }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200, commander: 403 },
  },
};
