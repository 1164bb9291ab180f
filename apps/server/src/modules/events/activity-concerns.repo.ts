import type { SQL } from 'drizzle-orm';

/**
 * Which events concern a person, as a condition over the events table. The rule is the one
 * notifications decide who is told by: that module provides it while it registers (it already
 * reads the events module, so the events module cannot import it back).
 */
export interface ActivityConcerns {
  provide(rule: (userId: number) => SQL): void;
  /** The condition for one person; fails when no module provided the rule. */
  of(userId: number): SQL;
}

export function createActivityConcerns(): ActivityConcerns {
  let given: ((userId: number) => SQL) | null = null;
  return {
    provide: (rule) => void (given = rule),
    of(userId) {
      if (!given) throw new Error('No module provides the rule of what concerns a person.');
      return given(userId);
    },
  };
}
