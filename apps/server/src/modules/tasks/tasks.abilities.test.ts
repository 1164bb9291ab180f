import { describe, expect, it } from 'vitest';
import type { DisallowedActionName } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import { NO_ACCESS } from '../../test/access-fixture.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { taskAbilities } from './tasks.presenter.ts';

const VISIBLE = 10;
const HIDDEN = 11;
const worker: ProjectAccess = { ...NO_ACCESS, isMember: true, tasklistsAcl: new Set([VISIBLE]) };
const owner: ProjectAccess = { ...NO_ACCESS, isMember: true, isOwner: true };
const commander: ProjectAccess = { ...NO_ACCESS, isMember: true, isCommander: true };

/** Abilities as bits in the order update, finish, delete, edit_name, edit_due_dates. */
const bits = (a: ProjectAccess, tasklistId = VISIBLE) =>
  Object.values(taskAbilities(a, tasklistId))
    .map((x) => (x ? '1' : '0'))
    .join('');
const denying = (a: ProjectAccess, ...actions: DisallowedActionName[]) => ({
  ...a,
  disallowed: new Set(actions),
});

describe('task abilities', () => {
  it.each([
    ['a non-member', NO_ACCESS, '00000'],
    ['a worker', worker, '11111'],
    ['a commander', commander, '11111'],
    ['the owner', owner, '11111'],
    ['a worker denied task_finish', denying(worker, 'task_finish'), '10111'],
    ['a worker denied task_delete', denying(worker, 'task_delete'), '11011'],
    ['a worker denied task_name_edit', denying(worker, 'task_name_edit'), '11101'],
    ['a worker denied task_due_dates_edit', denying(worker, 'task_due_dates_edit'), '11110'],
    [
      'a commander denied every task action',
      denying(commander, 'task_finish', 'task_delete', 'task_name_edit', 'task_due_dates_edit'),
      '10000',
    ],
    [
      'the owner, whom no role binds',
      denying(owner, 'task_finish', 'task_delete', 'task_name_edit', 'task_due_dates_edit'),
      '11111',
    ],
    ['the owner of an archived project', { ...owner, stateId: PROJECT_STATE.archived }, '00000'],
  ])('%s', (_name, access, expected) => {
    expect(bits(access)).toBe(expected);
  });

  it('gives a limited worker nothing on a list outside the limit', () => {
    expect(bits(worker, HIDDEN)).toBe('00000');
  });
});
