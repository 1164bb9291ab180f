import { useState } from 'react';
import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { call, uploadFile } from '../../../lib/api-client.ts';
import { avatarKeys } from '../../../lib/avatars.ts';
import { sessionKey } from '../../../lib/session.ts';

/** The person's photo: shown as their avatar everywhere; chosen, changed or removed here. */
export function PhotoCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const saved = (next: CurrentUser) => {
    queryClient.setQueryData(sessionKey, next);
    void queryClient.invalidateQueries({ queryKey: avatarKeys.user(next.id) });
  };
  const run = async (work: () => Promise<{ user: CurrentUser }>, done: string) => {
    setBusy(true);
    try {
      saved((await work()).user);
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-photo">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-photo">
          {t('profile.photo.title')}
        </Title>
        <Group gap="lg" wrap="nowrap">
          <UserAvatar name={user.fullname} src={user.avatar} size={88} radius={88} />
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('profile.photo.help')}
            </Text>
            <Group gap="xs">
              <FileButton
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                onChange={(file) => {
                  if (file)
                    void run(
                      () => uploadFile(ROUTES.files.uploadCover, undefined, file),
                      t('profile.photo.saved'),
                    );
                }}
              >
                {(props) => (
                  <Button {...props} size="xs" loading={busy}>
                    {user.avatar ? t('profile.photo.change') : t('profile.photo.choose')}
                  </Button>
                )}
              </FileButton>
              {user.avatar && (
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy}
                  onClick={() =>
                    void run(() => call(ROUTES.files.removeCover, {}), t('profile.photo.removed'))
                  }
                >
                  {t('profile.photo.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
