import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A note of the owner's in the fixture's task list, which the limited worker does not see. */
async function putOwnerNote(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/notes/create?pid=${f.project.id}`, {
    name: 'Pin me',
    tasklist_id: f.tasklist.id,
  });
  return { nid: res.json().note.id };
}

const onNote = (f: Fixture) => ({ kind: 'note', id: f.made.nid! });
const inList = (status: number) => ({ ...projectScoped(status), limitedWorker: 404 });

/** Pinned items are seen by the project's members; who may change an item pins it. */
export const authorizationRows: AuthorizationRows = {
  'pinnedItems.list': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'pinnedItems.pin': {
    query: (f) => ({ pid: f.project.id }),
    body: onNote,
    fresh: putOwnerNote,
    expect: inList(200),
  },
  'pinnedItems.unpin': {
    query: (f) => ({ pid: f.project.id }),
    body: onNote,
    fresh: putOwnerNote,
    expect: inList(200),
  },
};
