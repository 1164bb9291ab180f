import { describe, expect, it } from 'vitest';
import { PROJECT_STATE } from '@tandem/contract';
import { NO_ACCESS } from '../../test/access-fixture.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { tagPolicy } from './tags.policy.ts';

const PRINCIPALS: Record<string, Partial<ProjectAccess>> = {
  nonMember: {},
  worker: { isMember: true },
  commander: { isMember: true, isCommander: true },
  owner: { isMember: true, isOwner: true },
};

// principal → [private tags, public tags] for active, template, archived, trashed.
const TABLE: Record<string, Record<keyof typeof PROJECT_STATE, [boolean, boolean]>> = {
  nonMember: {
    active: [false, false],
    template: [false, false],
    archived: [false, false],
    deleted: [false, false],
  },
  worker: {
    active: [true, false],
    template: [true, false],
    archived: [false, false],
    deleted: [false, false],
  },
  commander: {
    active: [true, true],
    template: [true, true],
    archived: [false, false],
    deleted: [false, false],
  },
  owner: {
    active: [true, true],
    template: [true, true],
    archived: [false, false],
    deleted: [false, false],
  },
};

describe('tagPolicy', () => {
  for (const [principal, parts] of Object.entries(PRINCIPALS)) {
    for (const [state, [privateTags, publicTags]] of Object.entries(TABLE[principal]!)) {
      it(`${principal} on a ${state} project: private ${privateTags}, public ${publicTags}`, () => {
        const access = {
          ...NO_ACCESS,
          ...parts,
          stateId: PROJECT_STATE[state as keyof typeof PROJECT_STATE],
        };
        expect(tagPolicy.setPrivateTags(access)).toBe(privateTags);
        expect(tagPolicy.setPublicTags(access)).toBe(publicTags);
      });
    }
  }

  it('lets only the author edit a tag', () => {
    expect(tagPolicy.edit({ authorId: 7 }, 7)).toBe(true);
    expect(tagPolicy.edit({ authorId: 7 }, 8)).toBe(false);
  });
});
