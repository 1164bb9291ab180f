import { describe, expect, it } from 'vitest';
import type { ProjectStateName } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import { NO_ACCESS } from '../../test/access-fixture.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { templatePolicy } from './templates.policy.ts';

const PRINCIPALS = {
  nonMember: NO_ACCESS,
  worker: { ...NO_ACCESS, isMember: true },
  limitedWorker: { ...NO_ACCESS, isMember: true, tasklistsAcl: new Set([10]) },
  commander: { ...NO_ACCESS, isMember: true, isCommander: true },
  owner: { ...NO_ACCESS, isMember: true, isOwner: true },
  businessCaptain: { ...NO_ACCESS, isBusinessCaptain: true },
  guest: { ...NO_ACCESS, isMember: true, isGuest: true },
} satisfies Record<string, ProjectAccess>;
type Principal = keyof typeof PRINCIPALS;

/**
 * Per principal, per project state (active, archived, template, deleted): may they save the
 * project as a template, and may they start a project from it. 1 allows, 0 refuses.
 */
const TABLE: Record<Principal, { save: string; use: string }> = {
  nonMember: { save: '0000', use: '0000' },
  worker: { save: '0000', use: '0010' },
  limitedWorker: { save: '0000', use: '0010' },
  commander: { save: '1110', use: '0010' },
  owner: { save: '1110', use: '0010' },
  businessCaptain: { save: '1110', use: '0010' },
  guest: { save: '0000', use: '0000' },
};

const STATES: ProjectStateName[] = ['active', 'archived', 'template', 'deleted'];

describe('templatePolicy', () => {
  for (const [principal, expected] of Object.entries(TABLE) as Array<
    [Principal, { save: string; use: string }]
  >) {
    it(`decides for ${principal} in every project state`, () => {
      const decide = (rule: (a: ProjectAccess) => boolean) =>
        STATES.map((state) =>
          rule({ ...PRINCIPALS[principal], stateId: PROJECT_STATE[state] }) ? '1' : '0',
        ).join('');
      expect({
        save: decide(templatePolicy.saveAsTemplate),
        use: decide(templatePolicy.createFromTemplate),
      }).toEqual(expected);
    });
  }
});
