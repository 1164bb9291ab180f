import { useLayoutEffect, useState } from 'react';
import type {
  Active,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
  Over,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import type { DropAxis, DropPlace } from './drop-line.ts';
import { dropMarker } from './drop-line.ts';

/** The spec's drag overlay reset (document 1, §9): a drag still going after this is cancelled. */
export const DRAG_TIMEOUT_MS = 15_000;

export type KeyDirection = 'up' | 'down' | 'left' | 'right';
const KEY_DIRECTIONS: Record<string, KeyDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Where a drop would put the item: its place counted from 1 among `count`, and in what. */
export interface DropPosition {
  index: number;
  count: number;
  /** The name of the list it would land in, where that is not the one it is dragged within. */
  within?: string;
}

/** What a drop would do, the line that shows it (none where it would do nothing) and its place. */
export interface DropPlan<T> {
  line: { element: HTMLElement; place: DropPlace; axis?: DropAxis } | null;
  target: T;
  position?: DropPosition;
}

/**
 * The place an item would take among `others` (the items there without it): before or after the
 * neighbour, or first when there is none.
 */
export function positionAmong(
  others: readonly number[],
  neighbourId: number | null,
  place: 'before' | 'after',
): { index: number; count: number } {
  const at = neighbourId === null ? -1 : others.indexOf(neighbourId);
  const index = at < 0 ? 1 : at + (place === 'before' ? 1 : 2);
  return { index, count: others.length + 1 };
}

/** How one kind of drag area turns positions into drops; the session does the rest. */
export interface DropStrategy<T> {
  /** The drop at a pointer's position over dnd-kit's `over`; null where it would do nothing. */
  atPoint(active: Active, over: Over | null, point: { x: number; y: number }): DropPlan<T> | null;
  /** A keyboard drag begins where the item stands. */
  keyStart(active: Active): void;
  /** An arrow key moves the keyboard drag one place; `anchor` is the element it lands against. */
  keyStep(
    active: Active,
    direction: KeyDirection,
  ): { plan: DropPlan<T> | null; anchor: HTMLElement | null };
  drop(active: Active, target: T): void;
}

let going = 0;
/** Whether an item is being dragged anywhere on the page (keys then belong to the drag). */
export const dragGoing = () => going > 0;

/** Cancels the drag going on, through the sensors' own Escape handling (pointer, touch, keys). */
export function cancelDrag(): void {
  // `code` alone: dnd-kit reads it, dialogs that close on Escape read `key`.
  document.dispatchEvent(new KeyboardEvent('keydown', { code: 'Escape', bubbles: true }));
}

/** Moves the overlay by the distance from its centre to the anchor's, in the sensor's terms. */
function towards(anchor: HTMLElement, current: { x: number; y: number }) {
  const overlay = document.querySelector('[data-drag-overlay]');
  if (!overlay) return current;
  const [to, from] = [anchor.getBoundingClientRect(), overlay.getBoundingClientRect()];
  return {
    x: current.x + to.left + to.width / 2 - (from.left + from.width / 2),
    y: current.y + to.top + to.height / 2 - (from.top + from.height / 2),
  };
}

interface Session<T> {
  /** The pointer or finger in the viewport; null for a keyboard drag. */
  pointer: { x: number; y: number } | null;
  plan: DropPlan<T> | null;
  stop: () => void;
}

/**
 * The handlers of a DndContext for one drag area. The drop position comes from the pointer (or
 * the keyboard's steps) measured against the items on screen, and the line is drawn by style:
 * items are not sortables, so a drag re-renders none of them.
 */
export function useDropSession<T>(strategy: DropStrategy<T>) {
  const [session] = useState(() => createDropSession<T>());
  useLayoutEffect(() => session.use(strategy));
  return session;
}

function createDropSession<T>() {
  let strategy: DropStrategy<T> | null = null;
  const mark = dropMarker();
  let session: Session<T> | null = null;
  const show = (plan: DropPlan<T> | null) => {
    if (session) session.plan = plan;
    if (plan?.line) mark.show(plan.line.element, plan.line.place, plan.line.axis);
    else mark.hide();
  };
  const follow = (event: Event) => {
    const at = getEventCoordinates(event);
    if (at && session?.pointer) session.pointer = at;
  };
  const finish = () => {
    if (session) going -= 1;
    session?.stop();
    session = null;
    mark.hide();
  };
  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    finish();
    const pointer = activatorEvent ? getEventCoordinates(activatorEvent) : null;
    const timer = window.setTimeout(cancelDrag, DRAG_TIMEOUT_MS);
    const moves = ['pointermove', 'touchmove'] as const;
    if (pointer) for (const name of moves) window.addEventListener(name, follow, { passive: true });
    going += 1;
    session = {
      pointer,
      plan: null,
      stop: () => {
        window.clearTimeout(timer);
        for (const name of moves) window.removeEventListener(name, follow);
      },
    };
    if (!pointer) strategy?.keyStart(active);
  };
  // Also on scrolling, which moves the items under a pointer that stands still.
  const onDragMove = ({ active, over }: DragMoveEvent) => {
    if (session?.pointer && strategy) show(strategy.atPoint(active, over, session.pointer));
  };
  const onDragEnd = ({ active }: DragEndEvent) => {
    const plan = session?.plan;
    finish();
    if (plan) strategy?.drop(active, plan.target);
  };
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const direction = KEY_DIRECTIONS[event.code];
    if (!direction || !session || !context.active || !strategy) return undefined;
    const { plan, anchor } = strategy.keyStep(context.active, direction);
    show(plan);
    if (!anchor) return currentCoordinates;
    anchor.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    return towards(anchor, currentCoordinates);
  };
  return {
    handlers: { onDragStart, onDragMove, onDragOver: onDragMove, onDragEnd, onDragCancel: finish },
    /** Where the drag going on would land now (read by the announcements after each move). */
    position: (): DropPosition | null => session?.plan?.position ?? null,
    coordinateGetter,
    /** The strategy of the latest render: drops go by the board as it is now. */
    use: (next: DropStrategy<T>) => {
      strategy = next;
    },
  };
}
