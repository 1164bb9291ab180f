import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { freshProject, managersOnly, projectScoped, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

let moment = 1_780_000_000;
/** A moment no other call of the suite reports at, so no report is the same work twice. */
const nextMoment = () => (moment += 120);

/** A report of the owner's own work on the row's fresh task (`made.work`). */
async function ownerReport(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post('/timetracking/api/create-work', {
    minutes: 30,
    dateReported: nextMoment(),
    task: { id: f.task.id },
  });
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.body}`);
  return { work: res.json().work.id };
}

/** The same, then deleted, for its undo. */
async function ownerDeletedReport(owner: Client, f: Fixture): Promise<Made> {
  const made = await ownerReport(owner, f);
  await owner.request('DELETE', `/timetracking/api/remove-work?id=${made.work}`);
  return made;
}

/** Someone else's report: seen and changed by those who manage the project only. */
const managersOfTheReport = {
  anonymous: 401,
  nonMember: 404,
  worker: 404,
  limitedWorker: 404,
  commander: 200,
  owner: 200,
};

/** Work reports and the timer. */
export const authorizationRows: AuthorizationRows = {
  'workReports.searchTasks': { query: () => ({ q: 'Task' }), expect: signedIn(200) },
  'workReports.suggestedTasks': { expect: signedIn(200) },
  'workReports.create': {
    query: () => ({ getBudget: 1 }),
    body: (f) => ({ minutes: 15, dateReported: nextMoment(), task: { id: f.task.id } }),
    fresh: freshProject,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'workReports.edit': {
    query: (f) => ({ id: f.made.work!, getBudget: 1 }),
    body: () => ({ minutes: 45 }),
    fresh: ownerReport,
    expect: managersOfTheReport,
  },
  'workReports.remove': {
    query: (f) => ({ id: f.made.work! }),
    fresh: ownerReport,
    expect: managersOfTheReport,
  },
  'workReports.undelete': {
    query: (f) => ({ wid: f.made.work! }),
    fresh: ownerDeletedReport,
    expect: managersOfTheReport,
  },
  // One's own rate in a project one sees.
  'workReports.projectSpend': {
    query: (f) => ({ pid: f.project.id }),
    expect: { ...managersOnly(200), commander: 200 },
  },
  'workReports.hourRate': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'workReports.menu': { expect: signedIn(200) },
  'workReports.list': { expect: signedIn(200) },
  'workReports.ofTask': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'workReports.createRunning': {
    body: (f) => ({ task: { id: f.task.id } }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'workReports.createRunningFromWork': {
    query: (f) => ({ wid: f.made.work! }),
    fresh: ownerReport,
    expect: managersOfTheReport,
  },
  'workReports.createRunningFromTask': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // Everyone changes only their own timer: those who started one above have it (200), the others
  // have none (404).
  'workReports.editRunning': {
    body: () => ({ note: 'Checked' }),
    expect: { anonymous: 401, nonMember: 404, worker: 200, limitedWorker: 404, owner: 200 },
  },
  // A timer that is not the person's running one: nothing to stop.
  'workReports.stopRunning': {
    body: () => ({ uuid: '00000000-0000-4000-8000-000000000000', date_stopped: nextMoment() }),
    expect: signedIn(409),
  },
  'workReports.setHideFinished': { body: () => ({ hide: false }), expect: signedIn(200) },
};
