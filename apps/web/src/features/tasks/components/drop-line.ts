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
  const clear = () => {
    if (!marked) return;
    marked.style.boxShadow = '';
    delete marked.dataset.drop;
    marked = null;
  };
  const show = (element: HTMLElement, place: 'before' | 'after') => {
    if (marked !== element) clear();
    marked = element;
    element.style.boxShadow = DROP_LINE[place];
    element.dataset.drop = place;
  };
  /** Hides the line, or only if it is on the given element. */
  const hide = (element?: HTMLElement) => {
    if (!element || element === marked) clear();
  };
  return {
    hide,
    /** Over an item: the line above or below it, none over the dragged item itself. */
    over(event: DragEvent, overItself: boolean) {
      if (overItself) hide();
      else show(event.currentTarget as HTMLElement, placeOf(event));
    },
    /** Leaving an item for somewhere outside it takes its line away. */
    leave(event: DragEvent) {
      const into = event.relatedTarget as Node | null;
      const element = event.currentTarget as HTMLElement;
      if (!into || !element.contains(into)) hide(element);
    },
  };
}

/** Whether a drop lands before or after the element under the pointer (its upper or lower half). */
export function placeOf(event: DragEvent): 'before' | 'after' {
  const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
}
