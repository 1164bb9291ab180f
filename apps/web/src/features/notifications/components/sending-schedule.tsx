import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings, ScheduleChange } from '@tandem/contract';
import { useSaveSchedule } from '../api/notification-settings.api.ts';
import { ScheduleWindow } from './schedule-window.tsx';
import { SettingsSection } from './settings-section.tsx';

const MODES = ['anytime', 'never', 'schedule'] as const;
type Mode = (typeof MODES)[number];

const isMode = (value: string): value is Mode => (MODES as readonly string[]).includes(value);

function modeOf(settings: NotificationSettings): Mode {
  if (settings.notif_send_never) return 'never';
  if (settings.notif_send_according_to_schedule) return 'schedule';
  return 'anytime';
}

/** The three mode flags for a mode: exactly one of them true. */
const modeChange = (mode: Mode): ScheduleChange => ({
  notif_send_anytime: mode === 'anytime',
  notif_send_never: mode === 'never',
  notif_send_according_to_schedule: mode === 'schedule',
});

/** When e-mails may go out: at any time, never, or within chosen hours on chosen days. */
export function SendingSchedule({
  settings,
  disabled,
}: {
  settings: NotificationSettings;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveSchedule();
  const change = (next: ScheduleChange) => save.mutate(next);
  const mode = modeOf(settings);
  return (
    <SettingsSection title={t('notificationSettings.schedule.title')}>
      <Radio.Group
        label={t('notificationSettings.schedule.mode')}
        value={mode}
        onChange={(value) => {
          if (isMode(value) && value !== mode) change(modeChange(value));
        }}
      >
        <Stack gap="sm" mt="xs">
          {MODES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`notificationSettings.schedule.modes.${value}`)}
              description={t(`notificationSettings.schedule.modeHints.${value}`)}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
      {mode === 'schedule' && (
        <ScheduleWindow settings={settings} onChange={change} disabled={disabled} />
      )}
    </SettingsSection>
  );
}
