import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { NotificationFlagsCard } from '../../features/notifications/components/notification-flags-card.tsx';
import { AppearanceCard } from '../../features/profile/components/appearance-card.tsx';
import { CommentSettingsCard } from '../../features/profile/components/comment-settings-card.tsx';
import { ProfileDetailsForm } from '../../features/profile/components/profile-details-form.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * /profile/settings: the person's own settings in one place: name, e-mail, language and time
 * zone; the look; the global flags of comments and due dates; the main notification switches.
 */
export function ProfileSettingsRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Container size="sm" px={0} py="md">
      <Page title={t('settingsPage.title')}>
        <Stack gap="md">
          <ProfileDetailsForm user={user} />
          <AppearanceCard />
          <NotificationFlagsCard />
          <CommentSettingsCard user={user} />
        </Stack>
      </Page>
    </Container>
  );
}
