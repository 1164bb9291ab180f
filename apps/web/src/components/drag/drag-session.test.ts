import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Active, DragEndEvent, DragMoveEvent, DragStartEvent } from '@dnd-kit/core';
import type { DropStrategy } from './drag-session.ts';
import { DRAG_TIMEOUT_MS, dragGoing, useDropSession } from './drag-session.ts';
import { placeAt, reorderedIds, stepAfter } from './drop-slots.ts';

const active = { id: 'a', data: { current: { name: 'A' } } } as unknown as Active;

function session() {
  const element = document.createElement('div');
  const spies = {
    atPoint: vi.fn<DropStrategy<string>['atPoint']>((_active, _over, point) =>
      point.y > 100 ? { line: { element, place: 'after' }, target: 'below' } : null,
    ),
    keyStart: vi.fn<DropStrategy<string>['keyStart']>(),
    keyStep: vi.fn<DropStrategy<string>['keyStep']>(() => ({
      plan: { line: null, target: 'stepped' },
      anchor: null,
    })),
    drop: vi.fn<DropStrategy<string>['drop']>(),
  };
  const { result } = renderHook(() => useDropSession<string>(spies));
  return { ...result.current, strategy: spies, element };
}
const pointerDown = new MouseEvent('pointerdown', { clientX: 10, clientY: 10 });
const moveEvent = { active, over: null } as unknown as DragMoveEvent;
const startEvent = { active, activatorEvent: pointerDown } as unknown as DragStartEvent;

afterEach(() => vi.useRealTimers());

describe('useDropSession', () => {
  it('follows the pointer, draws the line by style, and drops once where it shows', () => {
    const { handlers, strategy, element } = session();
    handlers.onDragStart(startEvent);
    expect(dragGoing()).toBe(true);
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 10, clientY: 150 }));
    handlers.onDragMove(moveEvent);
    expect(strategy.atPoint).toHaveBeenLastCalledWith(active, null, { x: 10, y: 150 });
    expect(element.dataset.drop).toBe('after');
    handlers.onDragEnd({ active } as unknown as DragEndEvent);
    expect(strategy.drop).toHaveBeenCalledExactlyOnceWith(active, 'below');
    expect(element.dataset.drop).toBeUndefined();
    expect(dragGoing()).toBe(false);
  });

  it('drops nothing where the strategy refuses, nor after a cancel', () => {
    const { handlers, strategy, element } = session();
    handlers.onDragStart(startEvent);
    handlers.onDragMove(moveEvent);
    handlers.onDragEnd({ active } as unknown as DragEndEvent);
    handlers.onDragStart(startEvent);
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 10, clientY: 150 }));
    handlers.onDragMove(moveEvent);
    handlers.onDragCancel();
    expect(element.dataset.drop).toBeUndefined();
    expect(strategy.drop).not.toHaveBeenCalled();
  });

  it('cancels a drag that has not ended after 15 seconds, with the sensors’ Escape', () => {
    vi.useFakeTimers();
    const { handlers } = session();
    const keys: string[] = [];
    const listen = (event: KeyboardEvent) => keys.push(event.code);
    document.addEventListener('keydown', listen);
    handlers.onDragStart(startEvent);
    vi.advanceTimersByTime(DRAG_TIMEOUT_MS - 1);
    expect(keys).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(keys).toEqual(['Escape']);
    handlers.onDragCancel();
    handlers.onDragStart(startEvent);
    handlers.onDragEnd({ active } as unknown as DragEndEvent);
    vi.advanceTimersByTime(DRAG_TIMEOUT_MS);
    expect(keys).toEqual(['Escape']);
    document.removeEventListener('keydown', listen);
  });

  it('moves a keyboard drag by the strategy’s steps, arrows only', () => {
    const { handlers, coordinateGetter, strategy } = session();
    const keyboard = new KeyboardEvent('keydown', { code: 'Space' });
    handlers.onDragStart({ ...startEvent, activatorEvent: keyboard });
    expect(strategy.keyStart).toHaveBeenCalledWith(active);
    const context = { active } as never;
    const at = { x: 1, y: 2 };
    const press = (code: string) =>
      coordinateGetter(new KeyboardEvent('keydown', { code }), {
        active: 'a',
        context,
        currentCoordinates: at,
      });
    expect(press('Tab')).toBeUndefined();
    expect(press('ArrowDown')).toEqual(at);
    expect(strategy.keyStep).toHaveBeenCalledExactlyOnceWith(active, 'down');
    handlers.onDragEnd({ active } as unknown as DragEndEvent);
    expect(strategy.drop).toHaveBeenCalledExactlyOnceWith(active, 'stepped');
  });
});

describe('drop slots', () => {
  const item = (id: number, start: number) => ({
    id,
    element: document.createElement('div'),
    start,
    size: 10,
  });
  it('finds the item under a point or the nearest, and its half', () => {
    const items = [item(1, 0), item(2, 20)];
    expect(placeAt(3, items)).toMatchObject({ item: { id: 1 }, place: 'before' });
    expect(placeAt(14, items)).toMatchObject({ item: { id: 1 }, place: 'after' });
    expect(placeAt(18, items)).toMatchObject({ item: { id: 2 }, place: 'before' });
    expect(placeAt(99, items)).toMatchObject({ item: { id: 2 }, place: 'after' });
    expect(placeAt(5, [])).toBeNull();
  });
  it('steps between places and stops at the ends', () => {
    expect(stepAfter([4, 5], null, 1)).toBe(4);
    expect(stepAfter([4, 5], 5, 1)).toBe(5);
    expect(stepAfter([4, 5], 4, -1)).toBeNull();
    expect(stepAfter([4, 5], null, -1)).toBeNull();
  });
  it('reorders ids around a target', () => {
    expect(reorderedIds([1, 2, 3, 4], 1, 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(reorderedIds([1, 2, 3, 4], 4, 2, 'before')).toEqual([1, 4, 2, 3]);
    expect(reorderedIds([1, 2, 3, 4], 2, 2, 'before')).toEqual([1, 2, 3, 4]);
  });
});
