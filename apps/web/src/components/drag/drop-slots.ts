import { arrayMove } from '@dnd-kit/sortable';
import type { DropAxis } from './drop-line.ts';

/** An item on screen that something can be dropped against, with its box along the axis. */
export interface MeasuredItem {
  id: number;
  element: HTMLElement;
  start: number;
  size: number;
}

/**
 * The items inside `container` that carry `attribute` (a number id), in page order, measured.
 * Only the items drawn are found: a virtualized list measures the few near the screen.
 */
export function measureItems(
  container: ParentNode,
  attribute: string,
  axis: DropAxis = 'y',
): MeasuredItem[] {
  return [...container.querySelectorAll<HTMLElement>(`[${attribute}]`)].map((element) => {
    const box = element.getBoundingClientRect();
    return {
      id: Number(element.getAttribute(attribute)),
      element,
      start: axis === 'y' ? box.top : box.left,
      size: axis === 'y' ? box.height : box.width,
    };
  });
}

/**
 * The item a drop at `at` lands against, and on which side of it: the item under the point, or
 * the nearest one when the point is in a gap between them or past their end.
 */
export function placeAt(
  at: number,
  items: readonly MeasuredItem[],
): { item: MeasuredItem; place: 'before' | 'after' } | null {
  let nearest: MeasuredItem | null = null;
  let distance = Infinity;
  for (const item of items) {
    const away = at < item.start ? item.start - at : Math.max(0, at - item.start - item.size);
    if (away < distance) [nearest, distance] = [item, away];
    if (away === 0) break;
  }
  if (!nearest) return null;
  return { item: nearest, place: at < nearest.start + nearest.size / 2 ? 'before' : 'after' };
}

/**
 * A keyboard step between the places among `others` (the items without the dragged one): a
 * place is "after" an item, or null for the very start. Steps stop at either end.
 */
export function stepAfter(
  others: readonly number[],
  afterId: number | null,
  step: 1 | -1,
): number | null {
  const index = afterId === null ? -1 : others.indexOf(afterId);
  const next = Math.min(Math.max(index + step, -1), others.length - 1);
  return next < 0 ? null : others[next]!;
}

/** Where the dragged item stands now, as a place among the others: after the one above it. */
export function placeOfItself(ids: readonly number[], draggedId: number): number | null {
  const index = ids.indexOf(draggedId);
  return index > 0 ? ids[index - 1]! : null;
}

/** The order with `movingId` put right before or after `targetId`. */
export function reorderedIds(
  ids: readonly number[],
  movingId: number,
  targetId: number,
  place: 'before' | 'after',
): number[] {
  const from = ids.indexOf(movingId);
  const target = ids.indexOf(targetId);
  if (from < 0 || target < 0 || from === target) return [...ids];
  // Once the moving one is taken out, everything after it shifts up by one.
  const to = (place === 'after' ? target + 1 : target) - (from < target ? 1 : 0);
  return arrayMove([...ids], from, to);
}
