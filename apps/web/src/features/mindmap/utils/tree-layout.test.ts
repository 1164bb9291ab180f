import { describe, expect, it } from 'vitest';
import type { LayoutInput } from './tree-layout.ts';
import { layoutTree } from './tree-layout.ts';

const options = { nodeWidth: 100, columnGap: 20, nodeHeight: 30, rowGap: 10 };
const leaf = (id: string): LayoutInput => ({ id, children: [] });

describe('layoutTree', () => {
  it('puts a lone root at the origin', () => {
    expect(layoutTree(leaf('p'), options).get('p')).toEqual({ x: 0, y: 0 });
  });

  it('puts each depth in its own column, left to right', () => {
    const placed = layoutTree({ id: 'p', children: [{ id: 'l', children: [leaf('t')] }] }, options);
    expect([placed.get('p')!.x, placed.get('l')!.x, placed.get('t')!.x]).toEqual([0, 120, 240]);
  });

  it('gives leaves consecutive rows in reading order and centres parents on their children', () => {
    const placed = layoutTree(
      {
        id: 'p',
        children: [
          { id: 'a', children: [leaf('a1'), leaf('a2'), leaf('a3')] },
          { id: 'b', children: [] },
        ],
      },
      options,
    );
    expect(['a1', 'a2', 'a3', 'b'].map((id) => placed.get(id)!.y)).toEqual([0, 40, 80, 120]);
    expect(placed.get('a')!.y).toBe(40);
    expect(placed.get('p')!.y).toBe(80);
  });

  it('never puts two nodes of a column on the same spot', () => {
    const tree: LayoutInput = {
      id: 'p',
      children: Array.from({ length: 5 }, (_, i) => ({
        id: `l${i}`,
        children: Array.from({ length: i }, (_, j) => leaf(`t${i}-${j}`)),
      })),
    };
    const placed = [...layoutTree(tree, options).values()];
    const spots = new Set(placed.map(({ x, y }) => `${x}:${y}`));
    expect(spots.size).toBe(placed.length);
  });
});
