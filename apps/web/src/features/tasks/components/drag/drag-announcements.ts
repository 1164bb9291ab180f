import { useMemo } from 'react';
import type { Active, Announcements, Over } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/** The name a draggable or droppable carries in its data; see DragData. */
const nameOf = (item: Active | Over | null) => String(item?.data.current?.['name'] ?? '');

/** Whether a droppable takes the dragged item (a list the user may not add tasks to does not). */
const takes = (active: Active, over: Over) => {
  const accepts = over.data.current?.['accepts'] as ((active: Active) => boolean) | undefined;
  return accepts ? accepts(active) : true;
};

/** What screen readers hear while something is dragged, in the user's language. */
export function useDragAccessibility() {
  const { t } = useTranslation();
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('dnd.pickedUp', { name: nameOf(active) }),
      onDragOver: ({ active, over }) => {
        const name = nameOf(active);
        if (!over) return t('dnd.notOver', { name });
        return takes(active, over)
          ? t('dnd.over', { name, target: nameOf(over) })
          : t('dnd.refused', { name, target: nameOf(over) });
      },
      onDragEnd: ({ active, over }) =>
        over && takes(active, over)
          ? t('dnd.dropped', { name: nameOf(active), target: nameOf(over) })
          : t('dnd.notMoved', { name: nameOf(active) }),
      onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };
  }, [t]);
}
