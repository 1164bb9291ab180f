import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, GlobalSettingKey } from '@tandem/contract';
import { GLOBAL_SETTING_KEYS } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useSaveGlobalSetting } from '../api/profile.api.ts';

/** The person's comment and due-date flags, each saved as it is switched. */
export function CommentSettingsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const save = useSaveGlobalSetting();
  const change = (key: GlobalSettingKey, on: boolean) =>
    save.mutate(
      { key, on },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }) },
    );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="comment-settings">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comment-settings">
          {t('profile.commentSettings.title')}
        </Title>
        {GLOBAL_SETTING_KEYS.map((key) => (
          <Switch
            key={key}
            checked={user[key]}
            onChange={(event) => change(key, event.currentTarget.checked)}
            label={t(`profile.commentSettings.${key}`)}
            description={
              <Text span size="xs" c="dimmed">
                {t(`profile.commentSettings.${key}_hint`)}
              </Text>
            }
          />
        ))}
      </Stack>
    </Card>
  );
}
