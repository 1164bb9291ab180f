import { describe, expect, it } from 'vitest';
import type { DisallowedActionName } from '@tandem/contract';
import { DISALLOWED_ACTIONS, PROJECT_STATE } from '@tandem/contract';
import { NO_ACCESS } from '../../test/access-fixture.ts';
import type { ProjectAccess } from './projects.policy.ts';
import {
  deniedAction,
  memberPolicy,
  projectPolicy,
  taskPolicy,
  tasklistPolicy,
  visibleTasklistIds,
} from './projects.policy.ts';

/** A task list the limited worker may see, and one they may not. */
const VISIBLE = 10;
const HIDDEN = 20;

const base: ProjectAccess = NO_ACCESS;

const PRINCIPALS = {
  nonMember: base,
  worker: { ...base, isMember: true },
  limitedWorker: { ...base, isMember: true, tasklistsAcl: new Set([VISIBLE]) },
  commander: { ...base, isMember: true, isCommander: true },
  owner: { ...base, isMember: true, isOwner: true },
  businessCaptain: { ...base, isBusinessCaptain: true },
  guest: { ...base, isMember: true, isGuest: true },
} satisfies Record<string, ProjectAccess>;
type Principal = keyof typeof PRINCIPALS;

const COLUMNS = [
  'project.read',
  'project.update',
  'project.manageWorkers',
  'project.createTasklist',
  'tasklist.read',
  'tasklist.update',
  'tasklist.createTask',
  'task.read',
  'task.update',
  'task.finish',
] as const;
type Column = (typeof COLUMNS)[number];

function evaluate(a: ProjectAccess, tasklistId: number): Record<Column, boolean> {
  return {
    'project.read': projectPolicy.read(a),
    'project.update': projectPolicy.update(a),
    'project.manageWorkers': projectPolicy.manageWorkers(a),
    'project.createTasklist': projectPolicy.createTasklist(a),
    'tasklist.read': tasklistPolicy.read(a, tasklistId),
    'tasklist.update': tasklistPolicy.update(a, tasklistId),
    'tasklist.createTask': tasklistPolicy.createTask(a, tasklistId),
    'task.read': taskPolicy.read(a, tasklistId),
    'task.update': taskPolicy.update(a, tasklistId),
    'task.finish': taskPolicy.finish(a, tasklistId),
  };
}

/** A row of the table, written as 1 and 0 in the order of COLUMNS. */
function row(bits: string): Record<Column, boolean> {
  const values = bits.replaceAll(' ', '').split('');
  expect(values).toHaveLength(COLUMNS.length);
  return Object.fromEntries(COLUMNS.map((column, i) => [column, values[i] === '1'])) as Record<
    Column,
    boolean
  >;
}

// Columns, in groups: project (read, update, manageWorkers, createTasklist),
// tasklist (read, update, createTask), task (read, update, finish); hidden = a list outside the ACL.
const ACTIVE: Record<Principal, { visible: string; hidden: string }> = {
  nonMember: { visible: '0000 000 000', hidden: '0000 000 000' },
  worker: { visible: '1001 111 111', hidden: '1001 111 111' },
  limitedWorker: { visible: '1001 111 111', hidden: '1001 000 000' },
  commander: { visible: '1111 111 111', hidden: '1111 111 111' },
  owner: { visible: '1111 111 111', hidden: '1111 111 111' },
  businessCaptain: { visible: '1111 111 111', hidden: '1111 111 111' },
  guest: { visible: '1000 101 111', hidden: '1000 101 111' },
};

/** Writes an archived project refuses to everyone. */
const STATE_GATED_WRITES: Column[] = [
  'project.update',
  'project.manageWorkers',
  'project.createTasklist',
  'tasklist.update',
  'tasklist.createTask',
  'task.update',
  'task.finish',
];

const principals = Object.keys(PRINCIPALS) as Principal[];

describe('the role table of an active project', () => {
  it.each(principals)('%s', (name) => {
    const access = PRINCIPALS[name];
    expect(evaluate(access, VISIBLE)).toEqual(row(ACTIVE[name].visible));
    expect(evaluate(access, HIDDEN)).toEqual(row(ACTIVE[name].hidden));
  });
});

describe('a template project', () => {
  it.each(principals)('is shaped by %s as an active project is', (name) => {
    const access = { ...PRINCIPALS[name], stateId: PROJECT_STATE.template };
    expect(evaluate(access, VISIBLE)).toEqual(row(ACTIVE[name].visible));
    expect(evaluate(access, HIDDEN)).toEqual(row(ACTIVE[name].hidden));
  });
});

describe.each([['archived', PROJECT_STATE.archived]])('a %s project', (_state, stateId) => {
  it.each(principals)('refuses every write to %s and keeps reads', (name) => {
    const access = { ...PRINCIPALS[name], stateId };
    for (const tasklistId of [VISIBLE, HIDDEN]) {
      const active = row(tasklistId === VISIBLE ? ACTIVE[name].visible : ACTIVE[name].hidden);
      const expected = {
        ...active,
        ...Object.fromEntries(STATE_GATED_WRITES.map((c) => [c, false])),
      };
      expect(evaluate(access, tasklistId)).toEqual(expected);
    }
  });
});

describe('a project in the trash', () => {
  it.each(principals)('is out of sight of %s unless they own it, and takes no writes', (name) => {
    const access = { ...PRINCIPALS[name], stateId: PROJECT_STATE.deleted };
    const reads = name === 'owner' ? '1' : '0';
    const expected = `${reads}000 ${reads}00 ${reads}00`;
    expect(evaluate(access, VISIBLE)).toEqual(row(expected));
  });
});

describe('archive, trash and back', () => {
  const rules = (a: ProjectAccess) =>
    [
      projectPolicy.archive(a),
      projectPolicy.restore(a),
      projectPolicy.delete(a),
      projectPolicy.restoreFromTrash(a),
    ]
      .map((allowed) => (allowed ? '1' : '0'))
      .join('');
  // Columns: archive, restore, delete, restore from trash.
  it.each([
    ['owner', PROJECT_STATE.active, '1010'],
    ['owner', PROJECT_STATE.archived, '0110'],
    ['owner', PROJECT_STATE.deleted, '0001'],
    ['commander', PROJECT_STATE.active, '1000'],
    ['commander', PROJECT_STATE.archived, '0100'],
    ['commander', PROJECT_STATE.deleted, '0000'],
    ['businessCaptain', PROJECT_STATE.active, '1000'],
    ['worker', PROJECT_STATE.active, '0000'],
    ['worker', PROJECT_STATE.archived, '0000'],
    ['limitedWorker', PROJECT_STATE.active, '0000'],
    ['guest', PROJECT_STATE.active, '0000'],
    ['nonMember', PROJECT_STATE.active, '0000'],
  ] as const)('%s on a project in state %i: %s', (name, stateId, expected) => {
    expect(rules({ ...PRINCIPALS[name], stateId })).toBe(expected);
  });
});

describe('the member table', () => {
  const rules = (a: ProjectAccess, member: { id: number; self: boolean }) =>
    [
      memberPolicy.setCommander(a, member),
      memberPolicy.remove(a, member),
      memberPolicy.leave(a, member),
    ]
      .map((allowed) => (allowed ? '1' : '0'))
      .join('');
  // Columns: set commander, remove, leave; on the owner's row, another member's, one's own.
  const TABLE: Record<Principal, { owner: string; other: string; own: string }> = {
    nonMember: { owner: '000', other: '000', own: '000' },
    worker: { owner: '000', other: '000', own: '001' },
    limitedWorker: { owner: '000', other: '000', own: '001' },
    commander: { owner: '000', other: '110', own: '001' },
    owner: { owner: '000', other: '110', own: '000' },
    businessCaptain: { owner: '000', other: '110', own: '001' },
    guest: { owner: '000', other: '000', own: '001' },
  };
  it.each(principals)('%s', (name) => {
    const access = PRINCIPALS[name];
    const ownId = name === 'owner' ? access.owner.id : 3;
    expect({
      owner: rules(access, { id: access.owner.id, self: name === 'owner' }),
      other: rules(access, { id: 2, self: false }),
      own: rules(access, { id: ownId, self: true }),
    }).toEqual(TABLE[name]);
  });

  it('lets nobody act on others of an archived project, and members still leave it', () => {
    const archived = { ...PRINCIPALS.commander, stateId: PROJECT_STATE.archived };
    expect(rules(archived, { id: 2, self: false })).toBe('000');
    expect(rules(archived, { id: 3, self: true })).toBe('001');
  });
});

describe('the task lists a query filters by', () => {
  it('are every list, the ACL, or none, by the rule of tasklistPolicy.read', () => {
    expect(visibleTasklistIds(PRINCIPALS.worker)).toBeNull();
    expect(visibleTasklistIds(PRINCIPALS.limitedWorker)).toEqual([VISIBLE]);
    expect(visibleTasklistIds(PRINCIPALS.nonMember)).toEqual([]);
    expect(visibleTasklistIds({ ...PRINCIPALS.worker, stateId: PROJECT_STATE.deleted })).toEqual(
      [],
    );
  });
});

describe('deniedAction', () => {
  it('denies nothing when the role disallows nothing', () => {
    for (const name of principals) {
      for (const action of DISALLOWED_ACTIONS)
        expect(deniedAction(PRINCIPALS[name], action)).toBe(false);
    }
  });

  it.each([
    ['worker', true],
    ['limitedWorker', true],
    ['commander', true],
    ['businessCaptain', true],
    ['guest', true],
    ['owner', false],
  ] as const)('with task_finish disallowed, %s is denied: %s', (name, denied) => {
    const disallowed = new Set<DisallowedActionName>(['task_finish']);
    const access = { ...PRINCIPALS[name], disallowed };
    expect(deniedAction(access, 'task_finish')).toBe(denied);
    for (const other of DISALLOWED_ACTIONS.filter((a) => a !== 'task_finish')) {
      expect(deniedAction(access, other)).toBe(false);
    }
  });

  it('lets the owner do everything even when every action is disallowed', () => {
    const access = { ...PRINCIPALS.owner, disallowed: new Set(DISALLOWED_ACTIONS) };
    for (const action of DISALLOWED_ACTIONS) expect(deniedAction(access, action)).toBe(false);
  });
});

describe('the task-list table', () => {
  const TASKLIST_COLUMNS = [
    'read',
    'update',
    'reorder',
    'archive',
    'finish',
    'delete',
    'createTask',
  ] as const;
  type TasklistColumn = (typeof TASKLIST_COLUMNS)[number];

  const evaluateTasklist = (a: ProjectAccess, id: number): Record<TasklistColumn, boolean> => ({
    read: tasklistPolicy.read(a, id),
    update: tasklistPolicy.update(a, id),
    reorder: tasklistPolicy.reorder(a),
    archive: tasklistPolicy.archive(a, id),
    finish: tasklistPolicy.finish(a, id),
    delete: tasklistPolicy.delete(a, id),
    createTask: tasklistPolicy.createTask(a, id),
  });
  const bits = (value: string) =>
    Object.fromEntries(TASKLIST_COLUMNS.map((column, i) => [column, value[i] === '1']));

  // read, update, reorder, archive, finish, delete, createTask; reorder is about the project's
  // board, so a list outside the ACL does not change it.
  const TABLE: Record<Principal, { visible: string; hidden: string }> = {
    nonMember: { visible: '0000000', hidden: '0000000' },
    worker: { visible: '1111111', hidden: '1111111' },
    limitedWorker: { visible: '1111111', hidden: '0010000' },
    commander: { visible: '1111111', hidden: '1111111' },
    owner: { visible: '1111111', hidden: '1111111' },
    businessCaptain: { visible: '1111111', hidden: '1111111' },
    guest: { visible: '1000001', hidden: '1000001' },
  };

  it.each(principals)('%s in an active project', (name) => {
    expect(evaluateTasklist(PRINCIPALS[name], VISIBLE)).toEqual(bits(TABLE[name].visible));
    expect(evaluateTasklist(PRINCIPALS[name], HIDDEN)).toEqual(bits(TABLE[name].hidden));
  });

  it.each([PROJECT_STATE.archived, PROJECT_STATE.deleted])(
    'lets no one change a task list of a project in state %i',
    (stateId) => {
      for (const name of principals) {
        const access = { ...PRINCIPALS[name], stateId };
        for (const id of [VISIBLE, HIDDEN]) {
          const { read: _read, ...writes } = evaluateTasklist(access, id);
          expect(Object.values(writes).some(Boolean)).toBe(false);
        }
      }
    },
  );

  it.each(['tasklist_archive', 'tasklist_delete'] as const)(
    'leaves %s to deniedAction: the policy allows it, the role may still deny it',
    (action) => {
      const access = { ...PRINCIPALS.worker, disallowed: new Set([action]) };
      expect(tasklistPolicy.archive(access, VISIBLE)).toBe(true);
      expect(tasklistPolicy.delete(access, VISIBLE)).toBe(true);
      expect(deniedAction(access, action)).toBe(true);
      expect(deniedAction({ ...access, isOwner: true }, action)).toBe(false);
    },
  );
});

describe('projectPolicy.useTimeline', () => {
  it('lets everyone who sees every task list of the project open its timeline', () => {
    const opens = Object.fromEntries(
      Object.entries(PRINCIPALS).map(([name, a]) => [name, projectPolicy.useTimeline(a)]),
    );
    expect(opens).toEqual({
      nonMember: false,
      worker: true,
      limitedWorker: false,
      commander: true,
      owner: true,
      businessCaptain: true,
      guest: true,
    });
  });
});
