import { useLayoutEffect, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Active } from '@dnd-kit/core';
import { useMergedRef } from '@mantine/hooks';
import { Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Taskcheck } from '@tandem/contract';
import type { DropPlan, DropStrategy } from '../../../components/drag/drag-session.ts';
import { dragGoing, positionAmong } from '../../../components/drag/drag-session.ts';
import {
  measureItems,
  placeAt,
  placeOfItself,
  stepAfter,
} from '../../../components/drag/drop-slots.ts';

type Place = 'before' | 'after';
/** A drop of a subtask: before or after another of the same task. */
interface SubtaskDrop {
  check: Taskcheck;
  neighbour: Taskcheck;
  place: Place;
}
type MoveSubtask = (check: Taskcheck, neighbour: Taskcheck, place: Place) => void;

const ATTRIBUTE = 'data-subtask-id';
const checkOf = (active: Active) => (active.data.current as { check: Taskcheck }).check;

/**
 * How subtasks land when dragged by their handles: against the subtask under the pointer, or,
 * from the keyboard, one place up or down at a time. A drop is one `onMove` call.
 */
export function useSubtaskDropStrategy(checks: readonly Taskcheck[], onMove: MoveSubtask) {
  // Made once: a keyboard drag keeps its place across renders.
  const [strategy] = useState(createSubtaskStrategy);
  useLayoutEffect(() => strategy.update(checks, onMove));
  return strategy;
}

function createSubtaskStrategy() {
  let latest = { checks: [] as readonly Taskcheck[], onMove: (() => {}) as MoveSubtask };
  let list: HTMLElement | null = null;
  let afterId: number | null = null;
  let start: number | null = null;
  const ids = () => (list ? measureItems(list, ATTRIBUTE).map((item) => item.id) : []);
  const row = (id: number) => list?.querySelector<HTMLElement>(`[${ATTRIBUTE}="${id}"]`) ?? null;
  const plan = (check: Taskcheck, id: number, place: Place): DropPlan<SubtaskDrop> | null => {
    const [neighbour, element] = [latest.checks.find((c) => c.id === id), row(id)];
    if (!neighbour || !element || id === check.id) return null;
    const others = ids().filter((other) => other !== check.id);
    const position = positionAmong(others, id, place);
    return { line: { element, place }, target: { check, neighbour, place }, position };
  };
  const strategy: DropStrategy<SubtaskDrop> = {
    atPoint(active, over, point) {
      const hit = over && list && placeAt(point.y, measureItems(list, ATTRIBUTE));
      return hit ? plan(checkOf(active), hit.item.id, hit.place) : null;
    },
    keyStart(active) {
      afterId = start = placeOfItself(ids(), checkOf(active).id);
    },
    keyStep(active, direction) {
      const check = checkOf(active);
      const others = ids().filter((id) => id !== check.id);
      if (direction === 'up' || direction === 'down')
        afterId = stepAfter(others, afterId, direction === 'down' ? 1 : -1);
      const next =
        afterId === start
          ? null
          : afterId === null
            ? plan(check, others[0]!, 'before')
            : plan(check, afterId, 'after');
      return { plan: next, anchor: next?.line?.element ?? row(check.id) };
    },
    drop: (_active, { check, neighbour, place }) => latest.onMove(check, neighbour, place),
  };
  return {
    strategy,
    /** Where the subtasks are drawn (a callback for the list element). */
    setList: (element: HTMLElement | null) => {
      list = element;
    },
    update: (checks: readonly Taskcheck[], onMove: MoveSubtask) => {
      latest = { checks, onMove };
    },
  };
}

/** The list of subtasks as the one place they are dropped in. */
export function SubtaskDropList(props: {
  setList: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef } = useDroppable({ id: 'subtasks', data: { name: t('taskchecks.title') } });
  const attach = useMergedRef(setNodeRef, props.setList);
  // Escape during a drag cancels the drag, not the task's dialog around the list.
  const keepEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dragGoing()) event.stopPropagation();
  };
  return (
    <Stack
      ref={attach}
      component="ul"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      onKeyDown={keepEscape}
    >
      {props.children}
    </Stack>
  );
}

/** A subtask row dragged by its handle (mouse, long press, or Space on the handle). */
export function useSubtaskDraggable(check: Taskcheck, enabled: boolean) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `subtask-${check.id}`,
    data: { check, name: check.name },
    disabled: !enabled,
  });
  return {
    setRow: setNodeRef,
    opacity: isDragging ? 0.4 : undefined,
    handle: enabled ? { setActivator: setActivatorNodeRef, listeners, attributes } : null,
  };
}

/** The grip at the start of a subtask row. */
export function SubtaskDragHandle(props: {
  check: Taskcheck;
  handle: ReturnType<typeof useSubtaskDraggable>['handle'];
}) {
  const { t } = useTranslation();
  if (!props.handle) return null;
  const { setActivator, listeners, attributes } = props.handle;
  return (
    <UnstyledButton
      c="dimmed"
      title={t('taskchecks.dragHint')}
      aria-label={t('dnd.moveHandle', { name: props.check.name })}
      data-testid="subtask-drag-handle"
      ref={setActivator}
      {...listeners}
      {...attributes}
      style={{ cursor: 'grab', userSelect: 'none', touchAction: 'manipulation' }}
    >
      ⠿
    </UnstyledButton>
  );
}
