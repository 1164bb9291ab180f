/** The ids of the board with one list swapped with its neighbour above (-1) or below (1). */
export function movedOrder(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const order = [...ids];
  const target = index + delta;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return order;
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order;
}

/** The ids with `id` taken out and put right before or right after `anchor`. */
export function placedOrder(
  ids: readonly number[],
  id: number,
  place: { before_id: number } | { after_id: number },
): number[] {
  const order = ids.filter((other) => other !== id);
  const anchor = 'before_id' in place ? place.before_id : place.after_id;
  const at = order.indexOf(anchor);
  if (at < 0) return [...ids];
  order.splice('before_id' in place ? at : at + 1, 0, id);
  return order;
}
