import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationSettings } from '@tandem/contract';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings.api.ts';
import { SettingSwitch, SettingsSection } from './settings-section.tsx';
import type { ChangeSettings } from './settings-section.tsx';

/** The switches once the settings are there; the master switch turns the others off. */
function Flags({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const change: ChangeSettings = (next) => save.mutate(next);
  const allOff = settings.disabled_all_notifications;
  const props = { settings, onChange: change };
  return (
    <>
      <SettingSwitch
        {...props}
        field="disabled_all_notifications"
        label={t('notificationSettings.allOff')}
        description={t('notificationSettings.allOffHint')}
      />
      <SettingSwitch
        {...props}
        field="notification_email"
        label={t('notificationSettings.email.send')}
        disabled={allOff}
      />
      <SettingSwitch
        {...props}
        field="disabled_monthly_reports"
        inverted
        label={t('notificationSettings.email.monthlyReport')}
        disabled={allOff}
      />
      <SettingSwitch
        {...props}
        field="enable_due_date_notifications"
        label={t('notificationSettings.dueDates.enable')}
        disabled={allOff}
      />
      <SettingSwitch
        {...props}
        field="is_long_running_work_notification_enabled"
        label={t('settingsPage.longRunning')}
        disabled={allOff}
      />
    </>
  );
}

/**
 * The main notification switches (all off, e-mails, the monthly report, due dates, long-running
 * time tracking), each saved as it is switched, with the way to every other setting.
 */
export function NotificationFlagsCard() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  return (
    <SettingsSection title={t('notificationSettings.title')}>
      <QueryState
        query={query}
        loading={
          <Stack gap="sm" role="status" aria-label={t('common.loading')} aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={24} radius="sm" />
            ))}
          </Stack>
        }
      >
        {(settings) => <Flags settings={settings} />}
      </QueryState>
      <Group>
        <Anchor component={Link} to="/settings/notifications" size="sm">
          <Group component="span" gap={4} wrap="nowrap">
            {t('settingsPage.allNotificationSettings')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </SettingsSection>
  );
}
