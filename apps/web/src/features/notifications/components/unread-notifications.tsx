import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../../components/dashboard-section.tsx';
import { useQuickNotifications } from '../api/notifications.api.ts';
import { NotificationRow } from './notification-row.tsx';

const SHOWN = 5;

/** The latest unread notifications on the dashboard; nothing when all are read. */
export function UnreadNotifications() {
  const { t } = useTranslation();
  const quick = useQuickNotifications();
  const unread = (quick.data?.notifications ?? []).filter((n) => n.is_unread);
  if (unread.length === 0) return null;
  const count = quick.data?.all_unread_count ?? unread.length;
  return (
    <DashboardSection
      id="notifications"
      title={t('dashboard.sections.notificationsCount', { count })}
      seeAll="/notifications"
    >
      <Stack gap={0}>
        {unread.slice(0, SHOWN).map((n) => (
          <NotificationRow key={n.id} notification={n} />
        ))}
      </Stack>
    </DashboardSection>
  );
}
