import type { ReactNode } from 'react';
import { Card, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@tandem/contract';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings.api.ts';
import { DueDateSettings } from './due-date-settings.tsx';
import { EmailSettings } from './email-settings.tsx';
import { InstantEmailSettings } from './instant-email-settings.tsx';
import { SendingSchedule } from './sending-schedule.tsx';
import { SettingSwitch } from './settings-section.tsx';
import type { ChangeSettings } from './settings-section.tsx';

/** The settings once loaded: the master switch, then the sections it turns off. */
function NotificationSettingsForm({
  settings,
  devices,
}: {
  settings: NotificationSettings;
  devices?: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const change: ChangeSettings = (next) => save.mutate(next);
  const allOff = settings.disabled_all_notifications;
  const props = { settings, onChange: change, disabled: allOff };
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <SettingSwitch
          field="disabled_all_notifications"
          settings={settings}
          onChange={change}
          label={t('notificationSettings.allOff')}
          description={t('notificationSettings.allOffHint')}
        />
      </Card>
      {devices}
      <EmailSettings {...props} />
      <InstantEmailSettings {...props} />
      <DueDateSettings {...props} />
      <SendingSchedule settings={settings} disabled={allOff} />
    </Stack>
  );
}

/**
 * A person's notification settings and sending schedule (`/settings/notifications`); `devices`
 * is what the shell adds about this browser's pushes.
 */
export function NotificationSettingsPage({ devices }: { devices?: ReactNode } = {}) {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  return (
    <Container size="sm" py="md">
      <Page title={t('notificationSettings.title')}>
        <QueryState query={query}>
          {(settings) => <NotificationSettingsForm settings={settings} devices={devices} />}
        </QueryState>
      </Page>
    </Container>
  );
}
