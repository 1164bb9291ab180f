import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@tandem/contract';
import {
  DUE_DATE_NOTICE_TIMES,
  DUE_DATE_WITHOUT_TIME_NOTICE_TIMES,
} from '@tandem/contract/browser';
import { SettingSwitch, SettingsSection } from './settings-section.tsx';
import type { ChangeSettings } from './settings-section.tsx';

type WithTime = NotificationSettings['when_send_due_date_notification'];
type WithoutTime = NotificationSettings['when_send_due_date_without_time_part_notification'];

const WITH_TIME: readonly WithTime[] = DUE_DATE_NOTICE_TIMES;
const WITHOUT_TIME: readonly WithoutTime[] = DUE_DATE_WITHOUT_TIME_NOTICE_TIMES;

const oneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string | null): value is T =>
    (list as readonly (string | null)[]).includes(value);
const isWithTime = oneOf(WITH_TIME);
const isWithoutTime = oneOf(WITHOUT_TIME);

/** Whether due dates are told, and how long before. */
export function DueDateSettings({
  settings,
  onChange,
  disabled,
}: {
  settings: NotificationSettings;
  onChange: ChangeSettings;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const off = disabled || !settings.enable_due_date_notifications;
  return (
    <SettingsSection
      title={t('notificationSettings.dueDates.title')}
      hint={t('notificationSettings.dueDates.hint')}
    >
      <SettingSwitch
        field="enable_due_date_notifications"
        settings={settings}
        onChange={onChange}
        label={t('notificationSettings.dueDates.enable')}
        disabled={disabled}
      />
      <Select
        label={t('notificationSettings.dueDates.withTime')}
        data={WITH_TIME.map((value) => ({
          value,
          label: t(`notificationSettings.dueDates.withTimeChoices.${value}`),
        }))}
        value={settings.when_send_due_date_notification}
        onChange={(value) => {
          if (isWithTime(value)) onChange({ when_send_due_date_notification: value });
        }}
        allowDeselect={false}
        disabled={off}
      />
      <Select
        label={t('notificationSettings.dueDates.withoutTime')}
        data={WITHOUT_TIME.map((value) => ({
          value,
          label: t(`notificationSettings.dueDates.withoutTimeChoices.${value}`),
        }))}
        value={settings.when_send_due_date_without_time_part_notification}
        onChange={(value) => {
          if (isWithoutTime(value))
            onChange({ when_send_due_date_without_time_part_notification: value });
        }}
        allowDeselect={false}
        disabled={off}
      />
    </SettingsSection>
  );
}
