/** Where a dragged item would land against the element under it. */
export type DropPlace = 'before' | 'after' | 'inside';
/** Whether the items run down the page (rows, subtasks) or across it (kanban columns). */
export type DropAxis = 'x' | 'y';

const COLOR = 'var(--mantine-primary-color-filled)';
const LINES: Record<DropAxis, Record<DropPlace, string>> = {
  y: {
    before: `inset 0 3px 0 ${COLOR}`,
    after: `inset 0 -3px 0 ${COLOR}`,
    inside: `inset 0 0 0 2px ${COLOR}`,
  },
  x: {
    before: `inset 3px 0 0 ${COLOR}`,
    after: `inset -3px 0 0 ${COLOR}`,
    inside: `inset 0 0 0 2px ${COLOR}`,
  },
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
    hide,
    show(element: HTMLElement, place: DropPlace, axis: DropAxis = 'y') {
      if (marked !== element) hide();
      marked = element;
      element.style.boxShadow = LINES[axis][place];
      element.dataset.drop = place;
    },
  };
}
