import { Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationList } from '@tandem/contract';
import { badgeFavicon, describeNotification, followHref } from '../../../lib/notifications.ts';
import { useQuickNotifications } from '../api/notifications.api.ts';

// The list's popover brings the floating layer's code that no page needs before the bell opens.
const BellPopover = lazy(() =>
  import('./notification-bell-popover.tsx').then((m) => ({ default: m.NotificationBellPopover })),
);

/** How long the toast of a new notification stays (document 1, constants). */
const TOAST_MS = 10_000;

/** Shows a toast for each notification newer than the newest one the tab knew. */
function useToastNew(list: NotificationList | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newest = useRef<number | null>(null);
  useEffect(() => {
    if (!list) return;
    const top = Math.max(0, ...list.notifications.map((n) => n.id));
    const known = newest.current;
    newest.current = Math.max(known ?? 0, top);
    if (known === null) return;
    for (const n of list.notifications.filter((n) => n.id > known && n.is_unread).slice(0, 3))
      toasts.show({
        id: `notification-${n.id}`,
        title: t('notifications.toastTitle'),
        message: describeNotification(n, t),
        autoClose: TOAST_MS,
        style: { cursor: 'pointer' },
        onClick: () => {
          toasts.hide(`notification-${n.id}`);
          void navigate(followHref(n));
        },
      });
  }, [list, t, navigate]);
}

/**
 * The bell in the top bar: the unread count (live) and the toasts of new notifications. The list
 * of the latest ones opens in a popover whose code loads when the pointer or the focus reaches
 * the bell; a click that comes first opens it once it is there.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const quick = useQuickNotifications();
  const unread = quick.data?.all_unread_count ?? 0;
  useToastNew(quick.data);
  useEffect(() => badgeFavicon(unread), [unread]);
  useEffect(() => () => badgeFavicon(0), []);
  const want = () => startTransition(() => setWanted(true));
  const button = (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('notifications.bell', { count: unread })}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => {
        want();
        setOpened((o) => !o);
      }}
      onPointerEnter={want}
      onFocus={want}
      data-testid="notification-bell"
      // The count stands out of the button's corner.
      style={{ overflow: 'visible' }}
    >
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={16}
        disabled={unread === 0}
        color="red"
        offset={2}
      >
        <IconBell size={20} />
      </Indicator>
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <BellPopover opened={opened} onChange={setOpened} unread={unread}>
        {button}
      </BellPopover>
    </Suspense>
  );
}
