import type { AuthorizationRows } from '../../test/authorization.ts';
import { freshProject, managersOnly, projectScoped, signedIn } from '../../test/authorization.ts';

/** Projects, their lifecycle and trash, and the people working in them. */
export const authorizationRows: AuthorizationRows = {
  'projects.list': { expect: signedIn(200) },
  'projects.update': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ version: 1, name: 'Renamed' }),
    fresh: freshProject,
    expect: managersOnly(200),
  },
  'projects.favorite': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ isFavorite: true }),
    expect: projectScoped(200),
  },
  'projects.archive': {
    query: (f) => ({ pid: f.project.id }),
    fresh: freshProject,
    expect: managersOnly(200),
  },
  'projects.restore': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async (client, f) => {
      await client.post(`/api/projects/archive?pid=${f.project.id}`);
    },
    expect: managersOnly(200),
  },
  'projects.delete': {
    query: (f) => ({ pid: f.project.id }),
    fresh: freshProject,
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200, commander: 403 },
  },
  'projects.restoreFromTrash': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async (client, f) => {
      await client.post(`/api/projects/delete?pid=${f.project.id}`);
    },
    // In the trash the project is out of sight of everyone but its owner.
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, commander: 404 },
  },
  'projects.create': { body: () => ({ name: 'Matrix' }), expect: signedIn(201) },
  'projects.setCommander': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ user_id: f.people.worker.id, is_commander: true }),
    fresh: freshProject,
    expect: managersOnly(200),
  },
  'projects.removeWorker': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ user_id: f.people.worker.id }),
    fresh: freshProject,
    // A worker may remove themselves: that is leaving the project.
    expect: { anonymous: 401, nonMember: 404, worker: 200, owner: 200, limitedWorker: 403 },
  },
  'projects.detail': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'projectPeople.updateWorker': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({
      user_id: f.people.worker.id,
      project_setting: { hour_rate: '25', is_fixed: false },
    }),
    expect: managersOnly(200),
  },
  'projectPeople.workerRemovalSummary': {
    query: (f) => ({ user_id: f.people.worker.id }),
    // Only people one shares projects with have a summary (the worker asks about themselves).
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, limitedWorker: 200 },
  },
  'projectPeople.removeWorkerFromAll': {
    body: (f) => ({ user_id: f.people.nonMember.id }),
    // No one shares a project with the non-member here: nothing to remove from.
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 404 },
  },
};
