import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@tandem/contract';
import { SettingSwitch, SettingsSection } from './settings-section.tsx';
import type { ChangeSettings } from './settings-section.tsx';

const TYPES = ['instant', 'grouped'] as const satisfies ReadonlyArray<
  NotificationSettings['notification_type']
>;

const isType = (value: string): value is NotificationSettings['notification_type'] =>
  (TYPES as readonly string[]).includes(value);

/** Whether e-mails go out, how they come, and the summaries and reports. */
export function EmailSettings({
  settings,
  onChange,
  disabled,
}: {
  settings: NotificationSettings;
  onChange: ChangeSettings;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const noMail = disabled || !settings.notification_email;
  const props = { settings, onChange };
  return (
    <SettingsSection title={t('notificationSettings.email.title')}>
      <SettingSwitch
        {...props}
        field="notification_email"
        label={t('notificationSettings.email.send')}
        disabled={disabled}
      />
      <Radio.Group
        label={t('notificationSettings.email.type')}
        value={settings.notification_type}
        onChange={(value) => {
          if (isType(value)) onChange({ notification_type: value });
        }}
      >
        <Group gap="md" mt="xs">
          {TYPES.map((type) => (
            <Radio
              key={type}
              value={type}
              label={t(`notificationSettings.email.types.${type}`)}
              description={t(`notificationSettings.email.typeHints.${type}`)}
              disabled={noMail}
            />
          ))}
        </Group>
      </Radio.Group>
      <SettingSwitch
        {...props}
        field="notification_every_few_hours"
        label={t('notificationSettings.email.everyFewHours')}
        description={t('notificationSettings.email.everyFewHoursHint')}
        disabled={noMail}
      />
      <SettingSwitch
        {...props}
        field="notification_every_morning"
        label={t('notificationSettings.email.everyMorning')}
        description={t('notificationSettings.email.everyMorningHint')}
        disabled={noMail}
      />
      <SettingSwitch
        {...props}
        field="send_email_with_grouped_notifications"
        label={t('notificationSettings.email.grouped')}
        description={t('notificationSettings.email.groupedHint')}
        disabled={noMail}
      />
      <SettingSwitch
        {...props}
        field="disabled_monthly_reports"
        inverted
        label={t('notificationSettings.email.monthlyReport')}
        description={t('notificationSettings.email.monthlyReportHint')}
        disabled={disabled}
      />
    </SettingsSection>
  );
}
