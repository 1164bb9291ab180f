import { useMemo } from 'react';
import type { Active, Announcements, Over } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DropPosition } from './drag-session.ts';

/** The name a draggable or droppable carries in its data; see DragData. */
const nameOf = (item: Active | Over | null) => String(item?.data.current?.['name'] ?? '');

/** Whether a droppable takes the dragged item (a list the user may not add tasks to does not). */
const takes = (active: Active, over: Over) => {
  const accepts = over.data.current?.['accepts'] as ((active: Active) => boolean) | undefined;
  return accepts ? accepts(active) : true;
};

const sameAs = (a: DropPosition | null, b: DropPosition | null) =>
  a?.index === b?.index && a?.count === b?.count && a?.within === b?.within;

/**
 * What screen readers hear while something is dragged, in the user's language: where it would
 * land, by place ("position 2 of 5", and the list when it changes lists), each time that changes.
 * `position` reads the drag session's plan, which is updated before the announcements run.
 * Keyboard drags move the item without changing `over`: the moves are announced too.
 */
export function useDragAccessibility(position: () => DropPosition | null) {
  const { t } = useTranslation();
  return useMemo(() => dragAccessibility(t, position), [t, position]);
}

function dragAccessibility(t: TFunction, position: () => DropPosition | null) {
  let told: DropPosition | null = null;
  /** The first `over` of a drag is where the item already is: the pick-up says enough. */
  let picked = false;
  const place = (name: string, at: DropPosition, key: 'position' | 'droppedAt') =>
    t(at.within ? `dnd.${key}Within` : `dnd.${key}`, { name, ...at });
  /** The new place, once; nothing while it stays where it was told. */
  const moved = (active: Active) => {
    const at = position();
    if (sameAs(at, told)) return undefined;
    told = at;
    return at ? place(nameOf(active), at, 'position') : undefined;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      told = null;
      picked = true;
      return t('dnd.pickedUp', { name: nameOf(active) });
    },
    onDragOver: ({ active, over }) => {
      const name = nameOf(active);
      if (over && !takes(active, over)) return t('dnd.refused', { name, target: nameOf(over) });
      const first = picked;
      picked = false;
      // A known place is what counts: a keyboard drag keeps it while its box crosses gaps.
      if (position()) return moved(active);
      told = null;
      if (!over) return t('dnd.notOver', { name });
      return first ? undefined : t('dnd.over', { name, target: nameOf(over) });
    },
    onDragMove: ({ active }) => moved(active),
    // The session has ended when this runs: the place is the last one told. The drop goes by
    // that place, not by `over`, which a keyboard drag's box may have left on its last step.
    onDragEnd: ({ active, over }) => {
      const at = told;
      told = null;
      if (at) return place(nameOf(active), at, 'droppedAt');
      return over && takes(active, over)
        ? t('dnd.dropped', { name: nameOf(active), target: nameOf(over) })
        : t('dnd.notMoved', { name: nameOf(active) });
    },
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };
}
