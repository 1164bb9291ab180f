import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { FloatingPosition } from '@mantine/core';

const HoverTooltip = lazy(() =>
  import('./hover-tooltip.tsx').then((m) => ({ default: m.HoverTooltip })),
);

/**
 * A tooltip for `target` whose code (the floating layer) loads the first time the mouse rests on
 * it, so a list of many targets does not carry it on first paint. Like Mantine's Tooltip by
 * default it opens on mouse hover only; the target keeps its own accessible name.
 */
export function LazyTooltip({
  target,
  label,
  position,
}: {
  target: RefObject<HTMLElement | null>;
  label: ReactNode;
  position?: FloatingPosition;
}) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const node = target.current;
    if (!node) return;
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      setWanted(true);
      setOpened(true);
    };
    const leave = () => setOpened(false);
    node.addEventListener('pointerenter', enter);
    node.addEventListener('pointerleave', leave);
    return () => {
      node.removeEventListener('pointerenter', enter);
      node.removeEventListener('pointerleave', leave);
    };
  }, [target]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HoverTooltip target={target} label={label} opened={opened} position={position} />
    </Suspense>
  );
}
