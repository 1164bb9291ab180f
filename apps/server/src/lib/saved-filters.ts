/** The parts a saved filter sets, without empty ones: what is kept of it. */
export function filterPartsSet(filter: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * The ids of a person's saved filters in a new order: the named ones first, in the order given,
 * the others after them in their order; null when a uuid names none of them.
 */
export function savedFilterOrder(
  rows: ReadonlyArray<{ id: number; uuid: string }>,
  order: readonly string[],
): number[] | null {
  const byUuid = new Map(rows.map((row) => [row.uuid, row.id]));
  const named = order.map((uuid) => byUuid.get(uuid));
  if (named.some((id) => id === undefined)) return null;
  const first = new Set(order);
  return [
    ...(named as number[]),
    ...rows.filter((row) => !first.has(row.uuid)).map((row) => row.id),
  ];
}
