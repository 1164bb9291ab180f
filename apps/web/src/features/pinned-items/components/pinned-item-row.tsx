import { ActionIcon, Anchor, Group, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheckbox, IconFile, IconLink, IconNotes, IconPinnedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PinnedItem } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { ListDragHandle, useListDraggable } from '../../../components/drag/list-drag.tsx';
import { useSetPinned } from '../../../lib/pins.ts';
import type { PinTarget } from '../../../lib/pins.ts';

const ICONS = { task: IconCheckbox, note: IconNotes, file: IconFile, link: IconLink };

/** What unpins an item here (tasks are unpinned from the task). */
function targetOf(item: PinnedItem): PinTarget | null {
  if (item.kind === 'note') return { kind: 'note', id: item.note_id! };
  if (item.kind === 'file') return { kind: 'file', uuid: item.file_uuid! };
  if (item.kind === 'link') return { kind: 'link', uuid: item.link_uuid! };
  return null;
}

/** Where an item opens: a link's address in a new tab, anything else in the app. */
function ItemLink({ item }: { item: PinnedItem }) {
  const { search } = useLocation();
  const common = { size: 'sm' as const, 'data-testid': `pinned-${item.kind}` };
  // A link's address is an http or https one (the server accepts nothing else).
  if (item.kind === 'link')
    return (
      <Anchor href={item.url ?? '#'} target="_blank" rel="noopener noreferrer nofollow" {...common}>
        {item.name}
      </Anchor>
    );
  const to =
    item.kind === 'task'
      ? `/task-modal/${item.task_id}${search}`
      : item.kind === 'note'
        ? `/note/${item.note_id}`
        : `/file/${item.file_uuid}`;
  return (
    <Anchor component={Link} to={to} td={item.is_finished ? 'line-through' : undefined} {...common}>
      {item.name}
    </Anchor>
  );
}

/**
 * One pinned item: its kind, where it opens, and for who may change it, a grip to move it
 * (mouse, long press, or Space and the arrows) and a button to unpin it.
 */
export function PinnedItemRow(props: { projectId: number; item: PinnedItem; movable: boolean }) {
  const { t } = useTranslation();
  const { item } = props;
  const setPinned = useSetPinned(props.projectId);
  const { setRow, opacity, handle } = useListDraggable(
    'pinned',
    item,
    props.movable && item.can_unpin,
  );
  const Icon = ICONS[item.kind];
  const target = targetOf(item);
  const unpin = () =>
    target &&
    setPinned.mutate(
      { target, pinned: false },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }) },
    );
  return (
    <Group
      ref={setRow}
      component="li"
      gap="xs"
      wrap="nowrap"
      data-pinned-id={item.id}
      style={{ opacity }}
    >
      {props.movable && (
        <div style={{ width: 12 }}>
          <ListDragHandle
            name={item.name}
            hint={t('pinnedItems.dragHint')}
            testId="pinned-drag-handle"
            handle={handle}
          />
        </div>
      )}
      <ThemeIcon variant="light" size="sm" aria-label={t(`pinnedItems.kind.${item.kind}`)}>
        <Icon size={14} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ItemLink item={item} />
      </div>
      {target && item.can_unpin && (
        <ActionIcon
          variant="subtle"
          size="sm"
          color="gray"
          aria-label={t('pinnedItems.unpin', { name: item.name })}
          onClick={unpin}
        >
          <IconPinnedOff size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
