import { NotificationSettingsPage } from '../../features/notifications/components/notification-settings-page.tsx';
import { PushDeviceCard } from '../../features/push/components/push-device-card.tsx';

/** /settings/notifications: the person's settings, with this browser's pushes among them. */
export function NotificationSettingsRoute() {
  return <NotificationSettingsPage devices={<PushDeviceCard />} />;
}
