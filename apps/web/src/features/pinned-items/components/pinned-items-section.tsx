import { Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PinnedItem } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { DragArea } from '../../../components/drag/drag-area.tsx';
import { ListDropZone, useListDropStrategy } from '../../../components/drag/list-drag.tsx';
import { usePinnedItems, useReorderPinned } from '../../../lib/pins.ts';
import { PinnedItemRow } from './pinned-item-row.tsx';

/**
 * The overview's pinned items: the project's pinned tasks, notes, files and links in one order,
 * the same for everyone in it; who may change an item moves it by its grip and unpins it here.
 */
export function PinnedItemsSection({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const pinned = usePinnedItems(projectId);
  const reorder = useReorderPinned(projectId);
  const onMove = (item: PinnedItem, neighbour: PinnedItem, place: 'before' | 'after') =>
    reorder.mutate(
      { item, neighbour, place },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }) },
    );
  const { strategy, setList } = useListDropStrategy(pinned.data ?? [], onMove, 'data-pinned-id');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-pinned-items">
      <Stack gap="sm">
        <Title order={2} size="h5" id="project-pinned-items">
          {t('projectSettings.sections.pinned-items')}
        </Title>
        <QueryState query={pinned}>
          {(items) =>
            items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('pinnedItems.empty')}
              </Text>
            ) : (
              <DragArea strategy={strategy}>
                <ListDropZone
                  id="pinned-items"
                  name={t('projectSettings.sections.pinned-items')}
                  setList={setList}
                  gap={6}
                >
                  {items.map((item) => (
                    <PinnedItemRow
                      key={item.id}
                      projectId={projectId}
                      item={item}
                      movable={items.length > 1 && items.some((other) => other.can_unpin)}
                    />
                  ))}
                </ListDropZone>
              </DragArea>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
