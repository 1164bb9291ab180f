import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Active, Over } from '@dnd-kit/core';
import type { DropPosition } from './drag-session.ts';
import { initI18n } from '../../lib/i18n.ts';
import { useDragAccessibility } from './drag-announcements.ts';

const active = {
  id: 'task-1',
  data: { current: { name: 'Write the brief' } },
} as unknown as Active;
const over = { id: 'list-2', data: { current: { name: 'Doing' } } } as unknown as Over;

function announcer() {
  let position: DropPosition | null = null;
  const { result } = renderHook(() => useDragAccessibility(() => position));
  const { announcements } = result.current;
  const event = { active, over } as never;
  return {
    at: (next: DropPosition | null) => {
      position = next;
    },
    start: () => announcements.onDragStart(event),
    move: () => announcements.onDragMove?.(event),
    over: () => announcements.onDragOver(event),
    overNothing: () => announcements.onDragOver({ active, over: null }),
    end: () => announcements.onDragEnd(event),
    endOverNothing: () => announcements.onDragEnd({ active, over: null }),
  };
}

describe('drag announcements', () => {
  beforeAll(() => initI18n('en-US'));

  it('tell the place each time it changes, and once only', () => {
    const drag = announcer();
    expect(drag.start()).toBe('Picked up Write the brief.');
    drag.at({ index: 2, count: 5 });
    expect(drag.move()).toBe('Write the brief: position 2 of 5.');
    expect(drag.move()).toBeUndefined();
    drag.at({ index: 1, count: 3, within: 'Doing' });
    expect(drag.over()).toBe('Write the brief: position 1 of 3 in Doing.');
    // A keyboard drag's box may cross a gap between lists: the place it has still holds.
    expect(drag.overNothing()).toBeUndefined();
    expect(drag.end()).toBe('Write the brief was dropped at position 1 of 3 in Doing.');
  });

  it('say where the item is over when no place is known, and that nothing moved', () => {
    const drag = announcer();
    drag.start();
    expect(drag.over(), 'where it was picked up').toBeUndefined();
    expect(drag.over()).toBe('Write the brief is over Doing.');
    expect(drag.end()).toBe('Write the brief was dropped into Doing.');
  });

  it('tell the place a keyboard drop lands at even when its box is over nothing', () => {
    const drag = announcer();
    drag.start();
    drag.at({ index: 2, count: 2, within: 'Next' });
    expect(drag.move()).toBe('Write the brief: position 2 of 2 in Next.');
    expect(drag.endOverNothing()).toBe('Write the brief was dropped at position 2 of 2 in Next.');
    drag.start();
    drag.at(null);
    expect(drag.endOverNothing()).toBe('Write the brief was not moved.');
  });
});
