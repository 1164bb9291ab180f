import { describe, expect, it } from 'vitest';
import { nextSortingKey, sortingKeyBetween } from './task-sorting.ts';

/** Byte order, as the database compares the column (COLLATE "C"). */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('sorting keys', () => {
  it('grow slowly when tasks are added at the end', () => {
    let key: string | null = null;
    const keys: string[] = [];
    for (let i = 0; i < 5000; i += 1) keys.push((key = nextSortingKey(key)));
    expect(keys.slice(0, 3)).toEqual(['a0', 'a1', 'a2']);
    expect([...keys].sort(byBytes)).toEqual(keys);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(4);
  });

  it('always find a place between two neighbours, without touching them', () => {
    let low = 'a0';
    const high = 'a1';
    for (let i = 0; i < 50; i += 1) {
      const middle = sortingKeyBetween(low, high);
      expect(byBytes(low, middle)).toBe(-1);
      expect(byBytes(middle, high)).toBe(-1);
      low = middle;
    }
    expect(byBytes(sortingKeyBetween(null, 'a0'), 'a0')).toBe(-1);
  });

  it('mix upper and lower case, which is why the column sorts by bytes', () => {
    expect(sortingKeyBetween('a0', 'a1')).toBe('a0V');
    expect(byBytes('a0V', 'a0a')).toBe(-1);
  });
});
