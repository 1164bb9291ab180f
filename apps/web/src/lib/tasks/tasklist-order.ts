/** The ids of the board with one list swapped with its neighbour above (-1) or below (1). */
export function movedOrder(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const order = [...ids];
  const target = index + delta;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return order;
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order;
}
