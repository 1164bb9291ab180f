import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { freshProject, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** The pending handover (`made.handover`) of the row's fresh project, from owner to worker. */
async function askWorkerToTakeOver(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post('/api/owner-change-requests/create', {
    project_id: f.project.id,
    user_id: f.people.worker.id,
  });
  return { handover: res.json().request.uuid };
}

/** Handing a project over to another owner. */
export const authorizationRows: AuthorizationRows = {
  // Handovers: only the owner asks; only the receiver (the worker here) accepts; either declines.
  'ownerChangeRequests.create': {
    body: (f) => ({ project_id: f.project.id, user_id: f.people.worker.id }),
    fresh: freshProject,
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 201, commander: 403 },
  },
  'ownerChangeRequests.list': { expect: signedIn(200) },
  'ownerChangeRequests.approve': {
    body: (f) => ({ uuids: [f.made.handover] }),
    fresh: askWorkerToTakeOver,
    // A request the actor may not answer this way is out of their sight: 404.
    expect: { anonymous: 401, nonMember: 404, worker: 200, owner: 404, limitedWorker: 404 },
  },
  'ownerChangeRequests.cancel': {
    body: (f) => ({ uuids: [f.made.handover] }),
    fresh: askWorkerToTakeOver,
    expect: {
      anonymous: 401,
      nonMember: 404,
      worker: 200,
      owner: 200,
      limitedWorker: 404,
      commander: 404,
    },
  },
};
