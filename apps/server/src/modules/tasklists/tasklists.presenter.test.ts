import { describe, expect, it } from 'vitest';
import type { DisallowedActionName } from '@tandem/contract';
import { PROJECT_STATE, TASKLIST_STATE } from '@tandem/contract';
import { NO_ACCESS } from '../../test/access-fixture.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { presentTasklist } from './tasklists.presenter.ts';
import type { TasklistRow } from './tasklists.repo.ts';

const worker: ProjectAccess = { ...NO_ACCESS, isMember: true };

const row = (change: Partial<TasklistRow> = {}) => ({
  countActiveTasks: 3,
  countComments: 2,
  hasPinnedDocuments: false,
  tasklist: {
    id: 10,
    projectId: 1,
    name: 'Backlog',
    stateId: TASKLIST_STATE.active,
    sortingId: 1,
    dateActivation: new Date('2025-01-02T03:04:05.000Z'),
    dateFinished: null,
    dateArchived: null,
    dateDeleted: null,
    deletedById: null,
    version: 4,
    ...change,
  },
});

const abilities = (change: Partial<TasklistRow>, access: ProjectAccess = worker) =>
  presentTasklist(row(change), access).abilities;

describe('presentTasklist', () => {
  it('spells the fields as the spec does', () => {
    const archivedAt = new Date('2025-02-01T00:00:00.000Z');
    expect(
      presentTasklist(row({ stateId: TASKLIST_STATE.archived, dateArchived: archivedAt }), worker),
    ).toMatchObject({
      id: 10,
      state: { id: 2, state: 'archived' },
      count_active_tasks: 3,
      count_comments: 2,
      date_activation: '2025-01-02T03:04:05.000Z',
      date_archived: '2025-02-01T00:00:00.000Z',
      project: { id: 1 },
      version: 4,
    });
  });

  it.each([
    ['on the board', {}, [true, true, true, true, true]],
    ['finished', { stateId: TASKLIST_STATE.finished }, [true, true, true, true, true]],
    ['archived', { stateId: TASKLIST_STATE.archived }, [true, false, true, false, true]],
    ['in the trash', { dateDeleted: new Date() }, [false, false, false, false, true]],
  ] as const)('offers what a %s list allows', (_case, change, expected) => {
    const { update, create_task, archive, finish, delete: del } = abilities(change);
    expect([update, create_task, archive, finish, del]).toEqual(expected);
  });

  it.each<[DisallowedActionName, 'archive' | 'delete']>([
    ['tasklist_archive', 'archive'],
    ['tasklist_delete', 'delete'],
  ])('turns off %s when the role disallows it, except for the owner', (action, ability) => {
    const denied = { ...worker, disallowed: new Set([action]) };
    expect(abilities({}, denied)[ability]).toBe(false);
    expect(abilities({}, { ...denied, isOwner: true })[ability]).toBe(true);
    const others = Object.entries(abilities({}, denied)).filter(([name]) => name !== ability);
    expect(others.every(([, allowed]) => allowed)).toBe(true);
  });

  it('offers nothing but reading in an archived project', () => {
    const archivedProject = { ...worker, stateId: PROJECT_STATE.archived };
    expect(Object.values(abilities({}, archivedProject)).some(Boolean)).toBe(false);
  });
});
