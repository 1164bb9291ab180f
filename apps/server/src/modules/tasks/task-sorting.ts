import { generateKeyBetween } from 'fractional-indexing';

/**
 * The sorting key of a task placed right after `last` (or first in an empty list). Keys are
 * fractional indexes: a key between any two can always be made, so a move rewrites one row and
 * never renumbers a list.
 */
export function nextSortingKey(last: string | null): string {
  return generateKeyBetween(last, null);
}

/** The sorting key of a task placed between two neighbours; null stands for a list's end. */
export function sortingKeyBetween(before: string | null, after: string | null): string {
  return generateKeyBetween(before, after);
}
