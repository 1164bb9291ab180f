import { useState } from 'react';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import type { TimelineTask } from '@tandem/contract';
import type { PlacedBar } from '../utils/timeline-geometry.ts';
import { rowMiddle } from '../utils/timeline-geometry.ts';

type Point = { x: number; y: number };

/**
 * Drawing a dependency: from the dot at the end of a bar, a line follows the pointer; released
 * over another bar, `onLink` gets the two tasks.
 */
export function useDependencyDrag(
  bars: ReadonlyMap<number, PlacedBar>,
  origin: RefObject<SVGSVGElement | null>,
  onLink: (blocking: TimelineTask, blockedId: number) => void,
) {
  const [line, setLine] = useState<{ from: Point; to: Point } | null>(null);
  const start = (task: TimelineTask, e: ReactPointerEvent) => {
    const bar = bars.get(task.id);
    const box = origin.current?.getBoundingClientRect();
    if (!bar || !box) return;
    const from = { x: bar.left + bar.width, y: rowMiddle(bar.index) };
    const at = (ev: PointerEvent) => ({ x: ev.clientX - box.left, y: ev.clientY - box.top });
    setLine({ from, to: at(e.nativeEvent) });
    const move = (ev: PointerEvent) => setLine({ from, to: at(ev) });
    const up = (ev: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setLine(null);
      const target = document
        .elementFromPoint(ev.clientX, ev.clientY)
        ?.closest<HTMLElement>('[data-task-id]');
      const id = Number(target?.dataset.taskId);
      if (id && id !== task.id) onLink(task, id);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return { line, start };
}
