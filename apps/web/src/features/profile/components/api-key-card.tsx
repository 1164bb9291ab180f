import { Alert, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@tandem/contract';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useRegenerateApiKey, useSignOutEverywhere } from '../api/profile.api.ts';

export function ApiKeyCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateApiKey();
  const key = regenerate.data?.api_key;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-api-key">
      <Stack>
        <Title order={2} size="h4" id="profile-api-key">
          {t('profile.apiKey')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.apiKeyHelp', { email: user.email })}
        </Text>
        {key && (
          <Alert color="yellow" role="status" title={t('profile.apiKeyOnce')}>
            <Group gap="xs" wrap="nowrap">
              <Code data-testid="api-key" style={{ wordBreak: 'break-all' }}>
                {key}
              </Code>
              <CopyButton value={key}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('common.copied') : t('common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        <FormAlert error={regenerate.error} />
        <div>
          <Button
            variant="light"
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate()}
          >
            {user.has_api_key ? t('profile.apiKeyRegenerate') : t('profile.apiKeyCreate')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

export function SessionsCard() {
  const { t } = useTranslation();
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-sessions">
      <Stack>
        <Title order={2} size="h4" id="profile-sessions">
          {t('profile.sessions')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.sessionsHelp')}
        </Text>
        <div>
          <Button
            color="red"
            variant="light"
            loading={signOutEverywhere.isPending}
            onClick={() => signOutEverywhere.mutate()}
          >
            {t('profile.signOutEverywhere')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
