import { describe, expect, it } from 'vitest';
import { movedOrder } from './tasklist-order.ts';

describe('movedOrder', () => {
  it('swaps a list with the one above or below', () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the order as it is at either end, and the input untouched', () => {
    const ids = [1, 2, 3];
    expect(movedOrder(ids, 0, -1)).toEqual([1, 2, 3]);
    expect(movedOrder(ids, 2, 1)).toEqual([1, 2, 3]);
    expect(ids).toEqual([1, 2, 3]);
  });
});
