import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A label of the owner's on the row's fresh task (`made.label`, its uuid). */
async function putOwnerLabel(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/front/task/api/add-label?tid=${f.task.id}`, { name: 'Owned' });
  return { label: res.json().label.uuid };
}

/** Labels of tasks. */
export const authorizationRows: AuthorizationRows = {
  // Labels: like any edit of the task the fixture's list holds.
  'taskLabels.available': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskLabels.add': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ name: 'Matrix label' }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // Only the label's owner edits it; members who see it get 403, the limited worker does not see it.
  'taskLabels.edit': {
    query: (f) => ({ uuid: f.made.label! }),
    body: () => ({ color: 'green' }),
    fresh: putOwnerLabel,
    expect: {
      anonymous: 401,
      nonMember: 404,
      worker: 403,
      owner: 200,
      limitedWorker: 404,
      commander: 403,
    },
  },
  'taskLabels.remove': {
    query: (f) => ({ tid: f.task.id, uuid: f.made.label! }),
    fresh: putOwnerLabel,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
};
