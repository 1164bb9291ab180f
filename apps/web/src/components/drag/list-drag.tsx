import { useLayoutEffect, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Active } from '@dnd-kit/core';
import { useMergedRef } from '@mantine/hooks';
import { Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DropPlan, DropStrategy } from './drag-session.ts';
import { dragGoing, positionAmong } from './drag-session.ts';
import { measureItems, placeAt, placeOfItself, stepAfter } from './drop-slots.ts';

/** An item of an ordered list: what it is and what a drag announces. */
export interface Listed {
  id: number;
  name: string;
}
export type Place = 'before' | 'after';
/** A drop in an ordered list: an item before or after another of the same list. */
export interface ListDrop<T> {
  item: T;
  neighbour: T;
  place: Place;
}
export type MoveInList<T> = (item: T, neighbour: T, place: Place) => void;

const itemOf = <T,>(active: Active) => (active.data.current as { item: T }).item;

/**
 * How the items of one ordered list land when dragged by their handles: against the item under
 * the pointer, or, from the keyboard, one place up or down at a time. A drop is one `onMove`
 * call. Each row carries its id in `attribute` (e.g. `data-subtask-id`).
 */
export function useListDropStrategy<T extends Listed>(
  items: readonly T[],
  onMove: MoveInList<T>,
  attribute: string,
) {
  // Made once: a keyboard drag keeps its place across renders.
  const [strategy] = useState(() => createListStrategy<T>(attribute));
  useLayoutEffect(() => strategy.update(items, onMove));
  return strategy;
}

function createListStrategy<T extends Listed>(attribute: string) {
  let latest = { items: [] as readonly T[], onMove: (() => {}) as MoveInList<T> };
  let list: HTMLElement | null = null;
  let afterId: number | null = null;
  let start: number | null = null;
  const ids = () => (list ? measureItems(list, attribute).map((item) => item.id) : []);
  const row = (id: number) => list?.querySelector<HTMLElement>(`[${attribute}="${id}"]`) ?? null;
  const plan = (item: T, id: number, place: Place): DropPlan<ListDrop<T>> | null => {
    const [neighbour, element] = [latest.items.find((other) => other.id === id), row(id)];
    if (!neighbour || !element || id === item.id) return null;
    const others = ids().filter((other) => other !== item.id);
    const position = positionAmong(others, id, place);
    return { line: { element, place }, target: { item, neighbour, place }, position };
  };
  const strategy: DropStrategy<ListDrop<T>> = {
    atPoint(active, over, point) {
      const hit = over && list && placeAt(point.y, measureItems(list, attribute));
      return hit ? plan(itemOf<T>(active), hit.item.id, hit.place) : null;
    },
    keyStart(active) {
      afterId = start = placeOfItself(ids(), itemOf<T>(active).id);
    },
    keyStep(active, direction) {
      const item = itemOf<T>(active);
      const others = ids().filter((id) => id !== item.id);
      if (direction === 'up' || direction === 'down')
        afterId = stepAfter(others, afterId, direction === 'down' ? 1 : -1);
      const next =
        afterId === start
          ? null
          : afterId === null
            ? plan(item, others[0]!, 'before')
            : plan(item, afterId, 'after');
      return { plan: next, anchor: next?.line?.element ?? row(item.id) };
    },
    drop: (_active, { item, neighbour, place }) => latest.onMove(item, neighbour, place),
  };
  return {
    strategy,
    /** Where the items are drawn (a callback for the list element). */
    setList: (element: HTMLElement | null) => {
      list = element;
    },
    update: (items: readonly T[], onMove: MoveInList<T>) => {
      latest = { items, onMove };
    },
  };
}

/** An ordered list as the one place its items are dropped in (a `ul`). */
export function ListDropZone(props: {
  /** The drop zone's id in its drag area, and the name a drag announces. */
  id: string;
  name: string;
  setList: (element: HTMLElement | null) => void;
  gap?: number;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: props.id, data: { name: props.name } });
  const attach = useMergedRef(setNodeRef, props.setList);
  // Escape during a drag cancels the drag, not a dialog around the list.
  const keepEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dragGoing()) event.stopPropagation();
  };
  return (
    <Stack
      ref={attach}
      component="ul"
      gap={props.gap ?? 0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      onKeyDown={keepEscape}
    >
      {props.children}
    </Stack>
  );
}

/** A row of an ordered list dragged by its handle (mouse, long press, or Space on the handle). */
export function useListDraggable<T extends Listed>(prefix: string, item: T, enabled: boolean) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `${prefix}-${item.id}`,
    data: { item, name: item.name },
    disabled: !enabled,
  });
  return {
    setRow: setNodeRef,
    opacity: isDragging ? 0.4 : undefined,
    handle: enabled ? { setActivator: setActivatorNodeRef, listeners, attributes } : null,
  };
}

/** The grip at the start of a row. */
export function ListDragHandle(props: {
  name: string;
  /** What the grip's tooltip says. */
  hint: string;
  testId: string;
  handle: ReturnType<typeof useListDraggable>['handle'];
}) {
  const { t } = useTranslation();
  if (!props.handle) return null;
  const { setActivator, listeners, attributes } = props.handle;
  return (
    <UnstyledButton
      c="dimmed"
      title={props.hint}
      aria-label={t('dnd.moveHandle', { name: props.name })}
      data-testid={props.testId}
      ref={setActivator}
      {...listeners}
      {...attributes}
      style={{ cursor: 'grab', userSelect: 'none', touchAction: 'manipulation' }}
    >
      ⠿
    </UnstyledButton>
  );
}
