import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@tandem/contract';
import { SettingSwitch, SettingsSection } from './settings-section.tsx';
import type { ChangeSettings, SettingsFlag } from './settings-section.tsx';

/** The switches that send an e-mail at once, kind by kind, in the order the page shows them. */
const INSTANT_FLAGS = [
  'instant_notif_task_assigned',
  'instant_notif_ping_or_mention',
  'instant_notif_new_comment',
  'instant_notif_finished_task',
  'instant_notif_finished_tracked_task',
  'notification_when_task_finished',
  'instant_notif_document_edit',
  'instant_notif_new_task',
  'instant_notif_new_task_in_tracked_tasklist',
  'notif_task_remind',
  'is_long_running_work_notification_enabled',
  'instant_notif_new_notification',
] as const satisfies readonly SettingsFlag[];

/**
 * What sends an e-mail at once. Such e-mails go out only while e-mails are on and come one by one
 * (not grouped): otherwise a hint says so, and the switches stay open to be set for later.
 */
export function InstantEmailSettings({
  settings,
  onChange,
  disabled,
}: {
  settings: NotificationSettings;
  onChange: ChangeSettings;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const waiting = !settings.notification_email || settings.notification_type !== 'instant';
  return (
    <SettingsSection
      title={t('notificationSettings.instant.title')}
      hint={waiting && !disabled ? t('notificationSettings.instant.waiting') : undefined}
    >
      {INSTANT_FLAGS.map((field) => (
        <SettingSwitch
          key={field}
          field={field}
          settings={settings}
          onChange={onChange}
          label={t(`notificationSettings.instant.${field}`)}
          disabled={disabled}
        />
      ))}
    </SettingsSection>
  );
}
