import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings, SettingsChange } from '@tandem/contract';

/** Saves a change to the notification settings (at once, taken back if refused). */
export type ChangeSettings = (change: SettingsChange) => void;

/** The settings' on/off fields that a change may carry. */
export type SettingsFlag = {
  [K in keyof SettingsChange]-?: NonNullable<SettingsChange[K]> extends boolean ? K : never;
}[keyof SettingsChange];

/**
 * Settings kept for what this version does not send yet: long-running time tracking and new
 * tasks. Their switches say so.
 */
export const NOT_SENT_YET: ReadonlySet<SettingsFlag> = new Set<SettingsFlag>([
  'instant_notif_new_task',
]);

/** A titled part of the settings page. */
export function SettingsSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A switch of one setting, saved as it is switched. `inverted` shows a "disabled_…" field as ON
 * while it is false.
 */
export function SettingSwitch({
  field,
  settings,
  onChange,
  label,
  description,
  disabled,
  inverted = false,
}: {
  field: SettingsFlag;
  settings: NotificationSettings;
  onChange: ChangeSettings;
  label: string;
  description?: string;
  disabled?: boolean;
  inverted?: boolean;
}) {
  const { t } = useTranslation();
  const value = settings[field];
  const notYet = NOT_SENT_YET.has(field) ? t('notificationSettings.notSentYet') : undefined;
  return (
    <Switch
      checked={inverted ? !value : value}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        onChange({ [field]: inverted ? !checked : checked });
      }}
      label={label}
      description={[description, notYet].filter(Boolean).join(' ') || undefined}
      disabled={disabled}
    />
  );
}
