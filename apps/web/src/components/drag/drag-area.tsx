import { useMemo } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDndContext,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  CollisionDetection,
  DataRef,
  KeyboardCoordinateGetter,
  PointerSensorOptions,
} from '@dnd-kit/core';
import { Paper, Text } from '@mantine/core';
import { useDragAccessibility } from './drag-announcements.ts';
import type { DropStrategy } from './drag-session.ts';
import { useDropSession } from './drag-session.ts';

/**
 * The pointer sensor for mouse and pen only: a finger goes to the touch sensor, which waits for
 * a long press so that a swipe still scrolls the page.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' &&
        PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/** Space picks up (Enter on a task's name still opens it); Space or Enter drops. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** A small move before a mouse drag starts, so that a click still opens the task. */
export const POINTER_DISTANCE = 5;
/** A finger held this long (and within the tolerance) picks the item up. */
export const TOUCH_DELAY_MS = 250;
export const TOUCH_TOLERANCE = 5;

function useDragSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(
      MouseAndPenSensor,
      useMemo(() => ({ activationConstraint: { distance: POINTER_DISTANCE } }), []),
    ),
    useSensor(
      TouchSensor,
      useMemo(
        () => ({ activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE } }),
        [],
      ),
    ),
    useSensor(
      KeyboardSensor,
      useMemo(() => ({ coordinateGetter, keyboardCodes: KEYBOARD_CODES }), [coordinateGetter]),
    ),
  );
}

/** Under the pointer when there is one; the keyboard's moved box otherwise. */
const pointerFirst: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/** What every draggable and droppable of a drag area carries: a name to announce and show. */
export interface DragData {
  name: string;
}

function Overlay() {
  const { active } = useDndContext();
  const data = (active?.data as DataRef<DragData> | undefined)?.current;
  if (!data) return null;
  return (
    <Paper
      data-drag-overlay
      shadow="md"
      withBorder
      p="xs"
      radius="sm"
      style={{ cursor: 'grabbing' }}
    >
      <Text size="sm" fw={500} lineClamp={2}>
        {data.name}
      </Text>
    </Paper>
  );
}

/**
 * A place where items are dragged with a mouse, a finger (long press) or the keyboard. The
 * dragged item shows as a light overlay; where it would land is the strategy's to say.
 */
export function DragArea<T>(props: { strategy: DropStrategy<T>; children: ReactNode }) {
  const session = useDropSession(props.strategy);
  const sensors = useDragSensors(session.coordinateGetter);
  const accessibility = useDragAccessibility(session.position);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerFirst}
      accessibility={accessibility}
      {...session.handlers}
    >
      {props.children}
      <DragOverlay dropAnimation={null}>
        <Overlay />
      </DragOverlay>
    </DndContext>
  );
}
