import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { freshProject, projectScoped, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';
import { addWorker } from '../../test/harness.ts';

/** A second project of the owner, with the worker in it, to move and copy task lists to. */
async function addMoveTarget(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post('/api/projects/create', { name: 'Matrix target' });
  const target: number = res.json().project.id;
  await addWorker(owner, target, f.people.worker.email);
  return { target };
}

/** Task lists: their lifecycle, order, archive and trash, and moving them between projects. */
export const authorizationRows: AuthorizationRows = {
  'tasklists.detail': {
    query: (f) => ({ tlid: f.tasklist.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.list': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'tasklists.create': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: 'List' }),
    expect: projectScoped(201),
  },
  // Task-list writes work on a fresh fixture, so that archiving or deleting the task list does
  // not take it away from the rows after them.
  'tasklists.update': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ name: 'Renamed', version: 1 }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.reorder': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ order: [f.tasklist.id, f.other.id] }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 400 },
  },
  'tasklists.archive': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.restore': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasklists/archive?tlid=${f.tasklist.id}`);
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.finish': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.reopen': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasklists/finish?tlid=${f.tasklist.id}`);
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.delete': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.restoreFromTrash': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasklists/delete?tlid=${f.tasklist.id}`);
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.archived': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  // Moving and copying go to a second project of the owner's that the worker belongs to.
  'tasklists.move': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: (f) => ({ project_id: f.made.target }),
    fresh: addMoveTarget,
    expect: { ...projectScoped(200), limitedWorker: 404, commander: 404 },
  },
  'tasklists.copy': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: (f) => ({ project_id: f.made.target }),
    fresh: addMoveTarget,
    expect: { ...projectScoped(201), limitedWorker: 404, commander: 404 },
  },
  'tasklists.trash': { expect: signedIn(200) },
  'projectsActions.allowedToMoveTasklistTo': {
    query: (f) => ({ pid: f.project.id, tlid: f.tasklist.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
};
