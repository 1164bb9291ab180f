import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';
import { putOwnerNote } from '../notes/notes.authorization.ts';

/** Two of the owner's notes pinned in the fixture's task list: the first to be moved. */
async function putPinnedNotes(owner: Client, f: Fixture): Promise<Made> {
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const { nid } = await putOwnerNote(owner, f);
    const res = await owner.post(`/api/pinned-items/pin?pid=${f.project.id}`, {
      kind: 'note',
      id: nid,
    });
    const items = res.json().items as Array<{ id: number; note_id: number | null }>;
    ids.push(items.find((item) => item.note_id === nid)!.id);
  }
  return { pinned: ids[0]!, otherPinned: ids[1]! };
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
  'pinnedItems.reorder': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ id: f.made.pinned!, after_id: f.made.otherPinned! }),
    fresh: putPinnedNotes,
    expect: inList(200),
  },
};
