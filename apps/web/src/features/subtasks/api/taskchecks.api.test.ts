import { describe, expect, it } from 'vitest';
import type { Taskcheck } from '@tandem/contract';
import { placeTaskcheck } from './taskchecks.api.ts';

const check = (id: number) => ({ id, name: `Check ${id}` }) as Taskcheck;
const [a, b, c] = [check(1), check(2), check(3)];
const ids = (checks: Taskcheck[]) => checks.map((x) => x.id);

describe('placeTaskcheck', () => {
  it('puts a subtask just before or just after another, up or down', () => {
    expect(ids(placeTaskcheck([a, b, c], { check: c, neighbour: a, place: 'before' }))).toEqual([
      3, 1, 2,
    ]);
    expect(ids(placeTaskcheck([a, b, c], { check: a, neighbour: c, place: 'after' }))).toEqual([
      2, 3, 1,
    ]);
    expect(ids(placeTaskcheck([a, b, c], { check: b, neighbour: a, place: 'before' }))).toEqual([
      2, 1, 3,
    ]);
  });

  it('changes nothing when either subtask is gone', () => {
    expect(ids(placeTaskcheck([a, b], { check: c, neighbour: a, place: 'before' }))).toEqual([
      1, 2,
    ]);
    expect(ids(placeTaskcheck([a, b], { check: a, neighbour: c, place: 'after' }))).toEqual([1, 2]);
  });
});
