import { Suspense, lazy, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const ToastContainer = lazy(() =>
  import('./toast-container.tsx').then((m) => ({ default: m.ToastContainer })),
);

/**
 * The signed-in app's toasts. Their container's code (and its styles) loads with the first toast:
 * most pages open with none, and `notifications.show` keeps what comes meanwhile in its store.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
