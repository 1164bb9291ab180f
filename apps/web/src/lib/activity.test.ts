import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@tandem/contract/browser';
import { EVENT_GROUPS, typesOf } from './activity.ts';
import type { EventGroup } from './activity.ts';

describe('the event groups of the Activity filter', () => {
  it('hold every event type in exactly one group', () => {
    const groups = Object.keys(EVENT_GROUPS) as EventGroup[];
    for (const type of EVENT_TYPES)
      expect(
        groups.filter((group) => EVENT_GROUPS[group](type)),
        type,
      ).toHaveLength(1);
  });

  it('turn chosen groups into their types', () => {
    expect(typesOf(['notes'], EVENT_TYPES)).toEqual(
      EVENT_TYPES.filter((t) => t.startsWith('note.')),
    );
    expect(typesOf([], EVENT_TYPES)).toEqual([]);
  });
});
