import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { DragEvent } from 'react';
import { taskFixture, tasklistFixture } from '../../../../test/fixtures.ts';
import { useBoardDrag } from './use-board-drag.ts';

const todo = tasklistFixture({ id: 1, name: 'To do' });
const done = tasklistFixture({ id: 2, name: 'Done', abilities: { create_task: false } });
const first = taskFixture({ id: 11, name: 'First', tasklist: { id: 1, name: 'To do' } });
const second = taskFixture({ id: 12, name: 'Second', tasklist: { id: 1, name: 'To do' } });
const closed = taskFixture({ id: 21, name: 'Closed', tasklist: { id: 2, name: 'Done' } });

/** A row 40 px high at the top of the page, and a drag event over it at `y`. */
function rowAt() {
  const row = document.createElement('div');
  row.getBoundingClientRect = () => ({ top: 0, height: 40 }) as DOMRect;
  return row;
}
const dragEvent = (target: HTMLElement, clientY = 0) =>
  ({
    currentTarget: target,
    clientY,
    relatedTarget: null,
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
    dataTransfer: { setData: vi.fn(), effectAllowed: '', dropEffect: '' },
  }) as unknown as DragEvent;

function board() {
  const onMove = vi.fn();
  const byList = new Map([
    [1, [first, second]],
    [2, [closed]],
  ]);
  const { result } = renderHook(() => useBoardDrag([todo, done], byList, onMove));
  return { ...result.current, onMove };
}

describe('useBoardDrag', () => {
  it('draws the drop line above or below the row under the pointer and moves there once', () => {
    const { drag, onMove } = board();
    const row = rowAt();
    drag.onDragStart!(dragEvent(rowAt()), first);
    drag.onDragOver!(dragEvent(row, 30), second);
    expect(row.dataset.drop).toBe('after');
    expect(row.style.boxShadow).toContain('inset 0 -3px');
    drag.onDragOver!(dragEvent(row, 5), second);
    expect(row.dataset.drop).toBe('before');
    drag.onDrop!(dragEvent(row, 30), second);
    expect(onMove).toHaveBeenCalledExactlyOnceWith(first, { tasklistId: 1, afterId: 12 });
    expect(row.dataset.drop).toBeUndefined();
    expect(row.style.boxShadow).toBe('');
  });

  it('moves the line from row to row, and takes it away when the drag ends', () => {
    const { drag } = board();
    const [a, b] = [rowAt(), rowAt()];
    drag.onDragStart!(dragEvent(rowAt()), second);
    drag.onDragOver!(dragEvent(a, 5), first);
    drag.onDragOver!(dragEvent(b, 5), first);
    expect(a.dataset.drop).toBeUndefined();
    expect(b.dataset.drop).toBe('before');
    drag.onDragEnd!();
    expect(b.dataset.drop).toBeUndefined();
  });

  it('shows no line and refuses the drop over a list the user may not add tasks to', () => {
    const { drag, onMove } = board();
    const row = rowAt();
    drag.onDragStart!(dragEvent(rowAt()), first);
    const preventDefault = vi.fn();
    drag.onDragOver!({ ...dragEvent(row, 5), preventDefault }, closed);
    expect(preventDefault).not.toHaveBeenCalled();
    expect(row.dataset.drop).toBeUndefined();
    drag.onDrop!(dragEvent(row, 5), closed);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves with the keyboard within the list and to the list beside when it may', () => {
    const { drag, onMove } = board();
    drag.onKeyMove!(second, 'up');
    expect(onMove).toHaveBeenLastCalledWith(second, { tasklistId: 1, beforeId: 11 });
    drag.onKeyMove!(first, 'down');
    expect(onMove).toHaveBeenLastCalledWith(first, { tasklistId: 1, afterId: 12 });
    onMove.mockClear();
    drag.onKeyMove!(first, 'right');
    expect(onMove).not.toHaveBeenCalled();
  });
});
