import type { ReactNode, RefObject } from 'react';
import { Tooltip } from '@mantine/core';
import type { FloatingPosition } from '@mantine/core';

/** Mantine's tooltip beside an element it does not wrap; `LazyTooltip` loads it on first hover. */
export function HoverTooltip({
  target,
  label,
  opened,
  position,
}: {
  target: RefObject<HTMLElement | null>;
  label: ReactNode;
  opened: boolean;
  position?: FloatingPosition | undefined;
}) {
  return <Tooltip target={target} label={label} opened={opened} position={position} />;
}
