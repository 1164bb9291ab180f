import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/**
 * A note of the owner's in the fixture's task list, which the limited worker does not see
 * (`made.nid` its id, `made.hid` its first version).
 */
export async function putOwnerNote(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/notes/create?pid=${f.project.id}`, {
    name: 'Plan',
    content: '<p>First</p>',
    tasklist_id: f.tasklist.id,
  });
  const note = res.json().note;
  const history = await owner.get(`/api/notes/history?id=${note.id}`);
  return { nid: note.id, hid: history.json().history[0].id };
}

const onNote = (f: Fixture) => ({ id: f.made.nid! });
/** Seen by every member but the limited worker, whose task lists do not include the note's. */
const inList = (status: number) => ({ ...projectScoped(status), limitedWorker: 404 });

/**
 * Notes are written and edited by every member who sees them; their author and the managers
 * move them to the trash and back.
 */
export const authorizationRows: AuthorizationRows = {
  'notes.list': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'notes.detail': { query: onNote, fresh: putOwnerNote, expect: inList(200) },
  'notes.create': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: 'Matrix note' }),
    expect: projectScoped(201),
  },
  'notes.update': {
    query: onNote,
    body: () => ({ content: '<p>Changed</p>' }),
    fresh: putOwnerNote,
    expect: inList(200),
  },
  'notes.trash': {
    query: onNote,
    fresh: putOwnerNote,
    expect: { ...inList(403), owner: 200, commander: 200 },
  },
  'notes.restore': {
    query: onNote,
    fresh: putOwnerNote,
    expect: { ...inList(403), owner: 200, commander: 200 },
  },
  'notes.track': {
    query: onNote,
    body: () => ({ is_tracked: true }),
    fresh: putOwnerNote,
    expect: inList(200),
  },
  'notes.history': { query: onNote, fresh: putOwnerNote, expect: inList(200) },
  'notes.restoreVersion': {
    query: (f) => ({ id: f.made.nid!, hid: f.made.hid! }),
    fresh: putOwnerNote,
    expect: inList(200),
  },
  'noteComments.list': {
    query: (f) => ({ nid: f.made.nid! }),
    fresh: putOwnerNote,
    expect: inList(200),
  },
  'noteComments.create': {
    query: (f) => ({ nid: f.made.nid! }),
    body: () => ({ content: '<p>On the note</p>' }),
    fresh: putOwnerNote,
    expect: inList(201),
  },
};
