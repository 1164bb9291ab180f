import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Active } from '@dnd-kit/core';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tasklist } from '@tandem/contract';
import type { BoardDragData, ListDropData } from './board-drop-strategy.ts';

/** Tasks may land only where the user may add them; any list may stand beside another. */
const accepts = (tasklist: Tasklist) => (active: Active) =>
  (active.data.current as BoardDragData | undefined)?.type !== 'task' ||
  tasklist.abilities.create_task;

/**
 * A task list (a card or a kanban column) as a place to drop tasks and lists on. Its element
 * also carries `data-drop-list` (the list's id): drop positions are measured inside it.
 */
export function useTasklistDrop(tasklist: Tasklist) {
  const data: ListDropData = {
    type: 'list',
    tasklist,
    name: tasklist.name,
    accepts: accepts(tasklist),
  };
  const { setNodeRef } = useDroppable({ id: `list-${tasklist.id}`, data });
  return { setNode: setNodeRef };
}

/** A task list picked up by its handle; the header (`setHeader`) is what the overlay stands for. */
export function useTasklistDraggable(tasklist: Tasklist, enabled: boolean) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `tasklist-${tasklist.id}`,
    data: { type: 'tasklist', tasklist, name: tasklist.name } satisfies BoardDragData,
    disabled: !enabled || !tasklist.abilities.update,
  });
  return {
    setHeader: setNodeRef,
    isDragging,
    handle:
      enabled && tasklist.abilities.update
        ? { setActivator: setActivatorNodeRef, listeners, attributes }
        : null,
  };
}

/** The grip a task list is dragged by, with a mouse, a finger or Space. */
export function TasklistDragHandle({
  tasklist,
  handle,
}: {
  tasklist: Tasklist;
  handle: ReturnType<typeof useTasklistDraggable>['handle'];
}) {
  const { t } = useTranslation();
  if (!handle) return null;
  const { setActivator, listeners, attributes } = handle;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('dnd.moveHandle', { name: tasklist.name })}
      data-testid="tasklist-drag-handle"
      ref={setActivator}
      {...listeners}
      {...attributes}
      style={{ cursor: 'grab', touchAction: 'manipulation' }}
    >
      <span aria-hidden>⠿</span>
    </ActionIcon>
  );
}
