import { Anchor, Group, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { ApiKeyCard, SessionsCard } from './api-key-card.tsx';
import { CommentSettingsCard } from './comment-settings-card.tsx';
import { OutOfOfficeCard } from './out-of-office-card.tsx';
import { PasswordForm } from './password-form.tsx';
import { PhotoCard } from './photo-card.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page title={t('profile.title')}>
      <Group gap="md" mb="md">
        <Anchor component={Link} to="/profile/created-tasks">
          {t('taskFilters.createdTitle')}
        </Anchor>
        <Anchor component={Link} to="/profile/finished-tasks">
          {t('taskFilters.myFinishedTitle')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ProfileDetailsForm user={user} />
        <PhotoCard user={user} />
        <PasswordForm />
        <OutOfOfficeCard user={user} />
        <ApiKeyCard user={user} />
        <SessionsCard />
        <CommentSettingsCard user={user} />
      </SimpleGrid>
    </Page>
  );
}
