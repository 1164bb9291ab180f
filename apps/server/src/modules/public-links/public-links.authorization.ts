import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { everyone, projectScoped, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A link of the owner's to the row's fresh task (`made.token`). */
async function shareOwnerTask(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/public-links/share-task?tid=${f.task.id}`, {});
  return { token: res.json().public_link.token };
}

/**
 * Public links: whoever edits a task shares it and stops its link; the limited worker does not
 * see the fixture's task. The public view is anyone's who has the link.
 */
export const authorizationRows: AuthorizationRows = {
  'publicLinks.shareTask': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'publicLinks.ofTask': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'publicLinks.mine': { expect: signedIn(200) },
  'publicLinks.revoke': {
    query: (f) => ({ token: f.made.token! }),
    fresh: shareOwnerTask,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'publicLinks.view': {
    query: (f) => ({ token: f.made.token! }),
    fresh: shareOwnerTask,
    expect: everyone(200),
  },
};
