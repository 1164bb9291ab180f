import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** Where toasts show: bottom right, each closing itself after ten seconds. */
export function ToastContainer() {
  return <Notifications position="bottom-right" autoClose={10_000} />;
}
