import type { DragEvent } from 'react';

/** The line a dragged item would land at: above or below the item under the pointer. */
const DROP_LINE = {
  before: 'inset 0 3px 0 var(--mantine-primary-color-filled)',
  after: 'inset 0 -3px 0 var(--mantine-primary-color-filled)',
};

/**
 * Shows where a drop would land on one element at a time, by its style alone: dragging over
 * thousands of rows must not re-render them.
 */
export function dropMarker() {
  let marked: HTMLElement | null = null;
  const hide = () => {
    if (!marked) return;
    marked.style.boxShadow = '';
    delete marked.dataset.drop;
    marked = null;
  };
  return {
    show(element: HTMLElement, place: 'before' | 'after') {
      if (marked !== element) hide();
      marked = element;
      element.style.boxShadow = DROP_LINE[place];
      element.dataset.drop = place;
    },
    /** Hides the line, or only if it is on the given element. */
    hide(element?: HTMLElement) {
      if (!element || element === marked) hide();
    },
  };
}

/** Whether a drop lands before or after the element under the pointer (its upper or lower half). */
export function placeOf(event: DragEvent): 'before' | 'after' {
  const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
}
