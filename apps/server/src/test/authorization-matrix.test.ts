import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@tandem/contract';
import { listEndpoints, PROJECT_PAGE_SECTIONS } from '@tandem/contract';
import type { SignedUpUser, TestApp } from './harness.ts';
import {
  addWorker,
  Client,
  createProjectWithTask,
  createTestApp,
  signUp,
  uniqueEmail,
} from './harness.ts';

/**
 * One row per endpoint of the contract, one expected status per principal. An endpoint without a
 * row fails the test, so no route ships without its authorization decided and checked.
 *
 * Besides anonymous, non-member, worker and owner, every row runs for a worker limited by the
 * task-list ACL (who sees only another list of the project, not the fixture's list and task) and
 * for a commander who is not the owner. Their expectations default to the worker's and the
 * owner's; a row states them where they differ. Business captains and guests cannot be made
 * through the API until business accounts exist: their rules are checked in the policy tables
 * (projects.policy.test.ts), which already take them.
 */
type BasePrincipal = 'anonymous' | 'nonMember' | 'worker' | 'owner';
type Principal = BasePrincipal | 'limitedWorker' | 'commander';
interface Fixture {
  project: { id: number };
  tasklist: { id: number };
  task: { id: number };
  /** The second list, the only one the limited worker sees. */
  other: { id: number };
}
interface Row {
  query?: (f: Fixture) => Record<string, number | string>;
  body?: (f: Fixture) => unknown;
  expect: Record<BasePrincipal, number> & Partial<Record<Principal, number>>;
  /**
   * Gives the row a project of its own for each call: for writes that change the state of the
   * shared fixture (archive, delete), so the rows after it still find it as they expect. The
   * function prepares the project before the call (e.g. archives it for a restore row).
   */
  fresh?: (owner: Client, fixture: Fixture) => Promise<void>;
}

const everyone = (status: number): Record<BasePrincipal, number> => ({
  anonymous: status,
  nonMember: status,
  worker: status,
  owner: status,
});
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
const projectScoped = (status: number) => ({
  anonymous: 401,
  nonMember: 404,
  worker: status,
  owner: status,
});

/** The owner's public tag, put on the row's fresh project so the worker sees it. */
let matrixTag = { id: 0 };
let matrixTagCount = 0;
async function putOwnerTag(owner: Client, f: Fixture): Promise<void> {
  matrixTagCount += 1;
  const res = await owner.post('/api/project-tags/create', {
    tag: `Matrix ${matrixTagCount}`,
    is_private: false,
  });
  matrixTag = res.json().tag;
  await owner.post(`/api/projects/set-tags?pid=${f.project.id}`, { tags_ids: [matrixTag.id] });
}

/** The pending handover of the row's fresh project, from the owner to the worker. */
let matrixHandover = '';
async function askWorkerToTakeOver(owner: Client, f: Fixture): Promise<void> {
  const res = await owner.post('/api/owner-change-requests/create', {
    project_id: f.project.id,
    user_id: worker.id,
  });
  matrixHandover = res.json().request.uuid;
}

/** A second project of the owner, with the worker in it, to move and copy task lists to. */
let matrixTarget = 0;
async function addMoveTarget(owner: Client): Promise<void> {
  const res = await owner.post('/api/projects/create', { name: 'Matrix target' });
  matrixTarget = res.json().project.id;
  await addWorker(owner, matrixTarget, worker.email);
}

/** A label of the owner's on the row's fresh task. */
let matrixLabel = '';
async function putOwnerLabel(owner: Client, f: Fixture): Promise<void> {
  const res = await owner.post(`/front/task/api/add-label?tid=${f.task.id}`, { name: 'Owned' });
  matrixLabel = res.json().label.uuid;
}

/** A second task in the fixture's list, to relate the fixture's task to. */
let matrixSecondTask = 0;
let matrixRelation = '';
async function addSecondTask(owner: Client, f: Fixture): Promise<void> {
  const res = await owner.post(`/api/tasks/create?tlid=${f.tasklist.id}`, { name: 'Second' });
  matrixSecondTask = res.json().task.id;
}

/** A role of the owner's account, made for the row's call. */
let matrixRole = 0;
let matrixRoleCount = 0;
async function createOwnerRole(owner: Client): Promise<void> {
  matrixRoleCount += 1;
  const res = await owner.post('/api/roles/create', {
    name: `Matrix role ${matrixRoleCount}`,
    disallowed_actions: [1],
  });
  matrixRole = res.json().role.id;
}

/** An enum custom field with one value in the row's fresh project; a reminder of the owner's. */
let matrixField = { uuid: '', value: '' };
let matrixFieldCount = 0;
async function addMatrixField(owner: Client, f: Fixture): Promise<void> {
  const res = await owner.post(`/api/custom-fields/create?pid=${f.project.id}`, {
    name: 'Matrix field',
    type: 'enum',
    enum_values: ['One'],
  });
  const field = res.json().custom_field;
  matrixField = { uuid: field.uuid, value: field.enum_values[0].uuid };
}
let matrixReminder = '';
async function addOwnerReminder(owner: Client, f: Fixture): Promise<void> {
  const res = await owner.post(`/api/tasks/add-reminder?tid=${f.task.id}`, {
    remind_at: '2099-01-01T08:00:00Z',
  });
  matrixReminder = res.json().reminder.uuid;
}
const fieldWrite = (
  query: () => Record<string, string>,
  body?: () => unknown,
  status = 200,
): Row => ({
  query,
  ...(body ? { body } : {}),
  fresh: addMatrixField,
  // Fields are shaped by the owner and commanders; workers only read them.
  expect: { anonymous: 401, nonMember: 404, worker: 403, owner: status },
});

/** Subtasks of the row's fresh task, made for the row's call; a second task to convert. */
let matrixChecks: number[] = [];
let matrixLoose = 0;
async function addMatrixChecks(owner: Client, f: Fixture): Promise<void> {
  const res = await owner.post(`/api/taskchecks/create-bulk?tid=${f.task.id}`, { names: 'A\nB' });
  matrixChecks = res.json().taskchecks.map((c: { id: number }) => c.id);
  const loose = await owner.post(`/api/tasks/create?tlid=${f.tasklist.id}`, { name: 'Loose' });
  matrixLoose = loose.json().task.id;
}
const subtaskWrite = (
  body?: () => unknown,
  prepare: NonNullable<Row['fresh']> = addMatrixChecks,
): Row => ({
  query: () => ({ id: matrixChecks[1]! }),
  ...(body ? { body } : {}),
  fresh: prepare,
  expect: { ...projectScoped(200), limitedWorker: 404 },
});

const MATRIX: Record<string, Row> = {
  'auth.signUp': {
    body: () => ({
      fullname: 'Matrix Person',
      email: uniqueEmail('matrix'),
      password: 'long enough',
    }),
    expect: everyone(201),
  },
  'auth.signIn': {
    body: () => ({ email: uniqueEmail('nobody'), password: 'wrong password' }),
    expect: everyone(401),
  },
  'auth.signOut': { expect: everyone(200) },
  'auth.signOutEverywhere': { expect: signedIn(200) },
  'auth.requestPasswordReset': {
    body: () => ({ email: uniqueEmail('nobody') }),
    expect: everyone(200),
  },
  'auth.confirmPasswordReset': {
    body: () => ({ token: 'not-a-token', password: 'long enough' }),
    expect: everyone(400),
  },
  'auth.me': { expect: signedIn(200) },
  'auth.saveProfile': { body: () => ({}), expect: signedIn(200) },
  'auth.changePassword': {
    body: () => ({ current_password: 'wrong password', new_password: 'long enough' }),
    expect: signedIn(400),
  },
  'auth.regenerateApiKey': { expect: signedIn(200) },
  'projects.list': { expect: signedIn(200) },
  'projects.create': { body: () => ({ name: 'Matrix' }), expect: signedIn(201) },
  'projects.detail': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'projects.update': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ version: 1, name: 'Renamed' }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.setCommander': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ user_id: worker.id, is_commander: true }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.removeWorker': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ user_id: worker.id }),
    fresh: async () => {},
    // A worker may remove themselves: that is leaving the project.
    expect: { anonymous: 401, nonMember: 404, worker: 200, owner: 200, limitedWorker: 403 },
  },
  'projects.favorite': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ isFavorite: true }),
    expect: projectScoped(200),
  },
  'projects.archive': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.restore': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async (client, f) => {
      await client.post(`/api/projects/archive?pid=${f.project.id}`);
    },
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.delete': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async () => {},
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
  'projectPeople.addWorkers': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ new_workers: [uniqueEmail('nobody')], invite_new_workers: false }),
    // The owner gets past authorization to validation: the address has no account.
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 400 },
  },
  'projectPeople.invitations': {
    query: (f) => ({ pid: f.project.id }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projectPeople.resendInvitation': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ user_id: worker.id }),
    // The owner gets past authorization to validation: the worker has no open invitation.
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 400 },
  },
  'projectPeople.updateWorker': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ user_id: worker.id, project_setting: { hour_rate: '25', is_fixed: false } }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projectPeople.workerRemovalSummary': {
    query: () => ({ user_id: worker.id }),
    // Only people one shares projects with have a summary (the worker asks about themselves).
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, limitedWorker: 200 },
  },
  'projectPeople.removeWorkerFromAll': {
    body: () => ({ user_id: nonMember.id }),
    // No one shares a project with the non-member here: nothing to remove from.
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 404 },
  },
  'projectPeople.invitationInfo': {
    query: () => ({ token: 'not-a-token' }),
    expect: everyone(400),
  },
  'projectPeople.acceptInvitation': {
    body: () => ({ token: 'not-a-token', fullname: 'Matrix Person', password: 'long enough' }),
    expect: everyone(400),
  },
  'projectSettings.fetch': {
    query: (f) => ({ pid: f.project.id }),
    expect: projectScoped(200),
  },
  'projectSettings.save': {
    query: (f) => ({ pid: f.project.id }),
    // For all members: any member saves their own settings, only managers the project's defaults.
    body: () => ({
      for_all_users: true,
      project_settings: {
        layout: 'rows',
        default_page: 'overview',
        order_settings: PROJECT_PAGE_SECTIONS.map((section) => ({ section, isVisible: true })),
      },
    }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'templates.saveAsTemplate': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: 'Matrix template' }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 201 },
  },
  'templates.createFromTemplate': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: 'From the matrix template' }),
    // The row's project becomes a template with the worker in it; any member may use it.
    fresh: async (client, f) => {
      const res = await client.post(`/api/projects/save-as-template?pid=${f.project.id}`, {
        name: 'Matrix template',
      });
      f.project.id = res.json().project.id;
      await addWorker(client, f.project.id, worker.email);
    },
    expect: { ...projectScoped(201), limitedWorker: 404, commander: 404 },
  },
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
    fresh: async () => {},
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklists.reorder': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ order: [f.tasklist.id, f.other.id] }),
    fresh: async () => {},
    expect: { ...projectScoped(200), limitedWorker: 400 },
  },
  'tasklists.archive': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async () => {},
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
    fresh: async () => {},
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
    fresh: async () => {},
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
  'tasklists.trash': { expect: signedIn(200) },
  // Moving and copying go to a second project of the owner's that the worker belongs to.
  'tasklists.move': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ project_id: matrixTarget }),
    fresh: addMoveTarget,
    expect: { ...projectScoped(200), limitedWorker: 404, commander: 404 },
  },
  'tasklists.copy': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ project_id: matrixTarget }),
    fresh: addMoveTarget,
    expect: { ...projectScoped(201), limitedWorker: 404, commander: 404 },
  },
  'projectsActions.allowedToMoveTasklistTo': {
    query: (f) => ({ pid: f.project.id, tlid: f.tasklist.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // Roles belong to an account: anyone else's answers 404, as a missing one.
  'roles.list': { expect: signedIn(200) },
  'roles.create': {
    body: () => ({ name: `Matrix role ${(matrixRoleCount += 1)}`, disallowed_actions: [1, 3] }),
    expect: signedIn(201),
  },
  'roles.update': {
    query: () => ({ id: matrixRole }),
    body: () => ({ disallowed_actions: [2] }),
    fresh: createOwnerRole,
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, commander: 404 },
  },
  'roles.delete': {
    query: () => ({ id: matrixRole }),
    fresh: createOwnerRole,
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, commander: 404 },
  },
  // Only the project owner gives roles; a commander would get 403 as the worker does.
  'roles.setMemberRoles': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ user_id: worker.id, roles_ids: [] }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200, commander: 403 },
  },
  'tasks.listByProject': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'tasks.create': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ name: 'Task' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'tasks.finish': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.reopen': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskBoard.board': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'tasks.detail': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // Edits and the trash work on a fresh task, at version 1 and out of the trash.
  'tasks.update': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ version: 1, priority_enum: 'h' }),
    fresh: async () => {},
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.delete': {
    query: (f) => ({ tid: f.task.id }),
    fresh: async () => {},
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.restoreFromTrash': {
    query: (f) => ({ tid: f.task.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasks/delete?tid=${f.task.id}`);
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.setFlags': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ is_tracked: true }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'customFields.findByProjectId': {
    query: (f) => ({ pid: f.project.id }),
    expect: projectScoped(200),
  },
  'customFields.create': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: `Matrix field ${(matrixFieldCount += 1)}`, type: 'text' }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 201 },
  },
  'customFields.update': fieldWrite(
    () => ({ uuid: matrixField.uuid }),
    () => ({ name: 'Renamed field' }),
  ),
  'customFields.delete': fieldWrite(() => ({ uuid: matrixField.uuid })),
  'customFields.reorder': {
    ...fieldWrite(() => ({})),
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ order: [matrixField.uuid] }),
  },
  'customFields.addEnumValue': fieldWrite(
    () => ({ uuid: matrixField.uuid }),
    () => ({ name: 'Two' }),
    201,
  ),
  'customFields.renameEnumValue': fieldWrite(
    () => ({ uuid: matrixField.value }),
    () => ({ name: 'Uno' }),
  ),
  'customFields.removeEnumValue': fieldWrite(() => ({ uuid: matrixField.value })),
  // Values are edits of their task: whoever may edit the task sets them.
  'customFields.setValue': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ field_uuid: matrixField.uuid, value: matrixField.value }),
    fresh: addMatrixField,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'recurrence.get': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // On a fresh task: finishing the fixture's repeating task would add tasks to its list.
  'recurrence.set': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ unit: 'day', interval: 1, based_on: 'completion' }),
    fresh: async () => {},
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'recurrence.remove': {
    query: (f) => ({ tid: f.task.id }),
    fresh: async (owner, f) => {
      await owner.post(`/api/tasks/set-recurrence?tid=${f.task.id}`, {
        unit: 'week',
        interval: 1,
        based_on: 'completion',
      });
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'recurrence.recurrentTasks': { expect: signedIn(200) },
  // Reminders are personal: each person keeps their own, of the tasks they see.
  'reminders.list': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'reminders.add': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ remind_at: '2099-01-01T08:00:00Z' }),
    fresh: async () => {},
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  // Anyone else's reminder is out of sight, as a missing one.
  'reminders.remove': {
    query: () => ({ uuid: matrixReminder }),
    fresh: addOwnerReminder,
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, commander: 404 },
  },
  'reminders.reminderTasks': { expect: signedIn(200) },
  'myOpenTasks.list': { expect: signedIn(200) },
  // Subtasks are edits of their task: what the fixture's list allows, 404 beyond the ACL.
  'taskchecks.list': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskchecks.create': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ name: 'Subtask' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskchecks.createBulk': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ names: 'One\nTwo' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskchecks.createSmart': {
    body: (f) => ({ task_id: f.task.id, name: 'Smart subtask' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskchecks.update': subtaskWrite(() => ({ version: 1, name: 'Renamed' })),
  'taskchecks.finish': subtaskWrite(),
  'taskchecks.reopen': subtaskWrite(undefined, async (owner, f) => {
    await addMatrixChecks(owner, f);
    await owner.post(`/api/taskchecks/finish?id=${matrixChecks[1]}`);
  }),
  'taskchecks.reorder': subtaskWrite(() => ({ before_id: matrixChecks[0] })),
  'taskchecks.delete': subtaskWrite(),
  'taskchecks.convertToSmart': subtaskWrite(),
  'taskchecks.convertToTask': subtaskWrite(),
  'taskchecks.convertTaskToTaskcheck': {
    query: () => ({ tid: matrixLoose }),
    body: (f) => ({ parent_task_id: f.task.id }),
    fresh: addMatrixChecks,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskchecks.convertTaskToTasklist': {
    query: (f) => ({ tid: f.task.id }),
    fresh: addMatrixChecks,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  // Labels, relations, estimates and pins: like any edit of the task the fixture's list holds.
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
    query: () => ({ uuid: matrixLabel }),
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
    query: (f) => ({ tid: f.task.id, uuid: matrixLabel }),
    fresh: putOwnerLabel,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskRelations.list': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskRelations.create': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ kind: 'related_to', target_task_id: matrixSecondTask }),
    fresh: addSecondTask,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskRelations.delete': {
    query: () => ({ uuid: matrixRelation }),
    fresh: async (owner, f) => {
      await addSecondTask(owner, f);
      const res = await owner.post(`/api/task-relations/create?tid=${f.task.id}`, {
        kind: 'blocks',
        target_task_id: matrixSecondTask,
      });
      matrixRelation = res.json().relation.uuid;
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskRelations.candidates': {
    query: (f) => ({ tid: f.task.id, q: 'write' }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskEstimates.setTimeEstimates': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ total_minutes: 30 }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskEstimates.pin': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskEstimates.unpin': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskEstimates.pinned': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  // Moving goes to the fixture's second list, on a fresh task so the rows after find it in place.
  'taskMove.move': {
    query: (f) => ({ tid: f.task.id }),
    body: (f) => ({ tasklist_id: f.other.id }),
    fresh: async () => {},
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskMove.allowedToMoveTaskTo': {
    query: (f) => ({ pid: f.project.id, tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskMove.projectsAllowedToAssignTaskTo': {
    query: (f) => ({ taskId: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // The limited worker sees the project, and in it the finished tasks of their own list only.
  'finishedTasks.find': {
    query: (f) => ({ pid: f.project.id, p: 0 }),
    body: () => ({}),
    expect: projectScoped(200),
  },
  'tags.list': { expect: signedIn(200) },
  'tags.create': {
    body: () => ({ tag: `Matrix new ${(matrixTagCount += 1)}` }),
    expect: signedIn(201),
  },
  // Another's tag the worker sees answers 403; the non-member does not see it (404).
  'tags.update': {
    query: () => ({ id: matrixTag.id }),
    body: () => ({ color: '#abc' }),
    fresh: putOwnerTag,
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200, commander: 403 },
  },
  'tags.delete': {
    query: () => ({ id: matrixTag.id }),
    fresh: putOwnerTag,
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200, commander: 403 },
  },
  // Keeping what the project carries: any member may, as far as their own tags go.
  'tags.setProjectTags': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ tags_ids: [] }),
    expect: projectScoped(200),
  },
  'events.projectEvents': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'system.health': { expect: everyone(200) },
  'system.ready': { expect: everyone(200) },
  'system.outbox': { expect: everyone(200) },
  // Handovers: only the owner asks; only the receiver (the worker here) accepts; either declines.
  'ownerChangeRequests.create': {
    body: (f) => ({ project_id: f.project.id, user_id: worker.id }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 201, commander: 403 },
  },
  'ownerChangeRequests.list': { expect: signedIn(200) },
  'ownerChangeRequests.approve': {
    body: () => ({ uuids: [matrixHandover] }),
    fresh: askWorkerToTakeOver,
    // A request the actor may not answer this way is out of their sight: 404.
    expect: { anonymous: 401, nonMember: 404, worker: 200, owner: 404, limitedWorker: 404 },
  },
  'ownerChangeRequests.cancel': {
    body: () => ({ uuids: [matrixHandover] }),
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
  'users.list': { expect: signedIn(200) },
  'users.detail': {
    query: () => ({ user_id: worker.id }),
    // Only people one shares a project with can be looked at.
    expect: { anonymous: 401, nonMember: 404, worker: 200, owner: 200 },
  },
  'users.outOfOfficeEnable': {
    body: () => ({ date_from: '2026-07-01', date_to: '2026-07-10' }),
    expect: signedIn(200),
  },
  'users.outOfOfficeDisable': { expect: signedIn(200) },
};

let t: TestApp;
let owner: SignedUpUser;
let worker: SignedUpUser;
let limitedWorker: SignedUpUser;
let commander: SignedUpUser;
let nonMember: SignedUpUser;
let fixture: Fixture;

/** Adds the worker, the commander and the limited worker, who sees only a second list. */
async function addPeople(ownerClient: Client, projectId: number): Promise<{ id: number }> {
  await addWorker(ownerClient, projectId, worker.email);
  await addWorker(ownerClient, projectId, commander.email);
  await addWorker(ownerClient, projectId, limitedWorker.email);
  const other = await ownerClient.post(`/api/tasklists/create?pid=${projectId}`, { name: 'Other' });
  await ownerClient.post(`/api/projects/set-commander?pid=${projectId}`, {
    user_id: commander.id,
    is_commander: true,
  });
  const limited = await ownerClient.post(`/api/projects/update-worker?pid=${projectId}`, {
    user_id: limitedWorker.id,
    tasklists_acl: [other.json().tasklist.id],
  });
  if (limited.statusCode !== 200) throw new Error(`limit failed: ${limited.body}`);
  return { id: other.json().tasklist.id };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { fullname: 'Matrix Owner' });
  worker = await signUp(t.app, { fullname: 'Matrix Worker' });
  limitedWorker = await signUp(t.app, { fullname: 'Matrix Limited' });
  commander = await signUp(t.app, { fullname: 'Matrix Commander' });
  nonMember = await signUp(t.app, { fullname: 'Matrix Stranger' });
  const created = await createProjectWithTask(owner.client);
  fixture = { ...created, other: await addPeople(owner.client, created.project.id) };
});
afterAll(() => t.close());

function url(endpoint: Endpoint, query: Record<string, number | string> | undefined): string {
  if (!query) return endpoint.path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${endpoint.path}?${params.toString()}`;
}

/** A new project like the shared fixture (the worker added), prepared for one row's call. */
async function freshFixture(prepare: NonNullable<Row['fresh']>): Promise<Fixture> {
  // A session of its own: an earlier row may have signed the owner out everywhere.
  const ownerClient = await clientFor('owner');
  const project = await createProjectWithTask(ownerClient);
  const created = { ...project, other: await addPeople(ownerClient, project.project.id) };
  await prepare(ownerClient, created);
  return created;
}

/** A fresh session per call, so that signing out in one row does not affect the next. */
async function clientFor(principal: Principal): Promise<Client> {
  if (principal === 'anonymous') return new Client(t.app);
  const user = { nonMember, worker, limitedWorker, commander, owner }[principal];
  const client = new Client(t.app);
  const res = await client.post('/api/auth/signin', { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return client;
}

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract, and none for endpoints that do not exist', () => {
    const names = listEndpoints().map(([name]) => name);
    expect(Object.keys(MATRIX).sort()).toEqual([...names].sort());
  });

  const principals: Principal[] = [
    'anonymous',
    'nonMember',
    'worker',
    'limitedWorker',
    'commander',
    'owner',
  ];
  const expected = (row: Row, principal: Principal): number =>
    row.expect[principal] ?? (principal === 'limitedWorker' ? row.expect.worker : row.expect.owner);
  for (const [name, endpoint] of listEndpoints()) {
    for (const principal of principals) {
      it(`${name} as ${principal}`, async () => {
        const row = MATRIX[name];
        if (!row) throw new Error(`no authorization row for ${name}`);
        const client = await clientFor(principal);
        const target = row.fresh ? await freshFixture(row.fresh) : fixture;
        const res = await client.request(
          endpoint.method,
          url(endpoint, row.query?.(target)),
          row.body?.(target),
        );
        expect({
          status: res.statusCode,
          body: res.statusCode >= 400 ? res.json() : undefined,
        }).toMatchObject({
          status: expected(row, principal),
        });
        if (res.statusCode === 404) {
          expect(res.json().code).toBe('NOT_FOUND');
        }
      });
    }
  }
});
