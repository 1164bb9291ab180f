import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPinned, usePinnedItems, useSetPinned } from '../lib/pins.ts';
import type { PinTarget } from '../lib/pins.ts';
import { errorMessage } from './errors.ts';

/** Whether an item is pinned on its project's overview, and the way to change it. */
export function usePinToggle(projectId: number, target: PinTarget, enabled = true) {
  const { t } = useTranslation();
  const items = usePinnedItems(projectId, enabled);
  const setPinned = useSetPinned(projectId);
  const pinned = isPinned(items.data, target);
  return {
    pinned,
    ready: items.isSuccess,
    pending: setPinned.isPending,
    toggle: () =>
      setPinned.mutate(
        { target, pinned: !pinned },
        {
          onSuccess: () =>
            notifications.show({
              message: pinned ? t('pinnedItems.unpinned') : t('pinnedItems.pinned'),
            }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
        },
      ),
  };
}

/** A button that pins an item on its project's overview, or unpins it. */
export function PinToggle(props: { projectId: number; target: PinTarget; name: string }) {
  const { t } = useTranslation();
  const pin = usePinToggle(props.projectId, props.target);
  if (!pin.ready) return null;
  const label = pin.pinned
    ? t('pinnedItems.unpin', { name: props.name })
    : t('pinnedItems.pin', { name: props.name });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={pin.pinned ? 'light' : 'subtle'}
        size="sm"
        aria-label={label}
        aria-pressed={pin.pinned}
        loading={pin.pending}
        onClick={pin.toggle}
      >
        {pin.pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
