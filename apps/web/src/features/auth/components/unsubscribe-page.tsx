import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useUnsubscribe } from '../api/unsubscribe.api.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * The unsubscribe link of a notification e-mail, signed in or out: one button stops the e-mails
 * (a link alone does not, so that mail scanners opening it change nothing).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const stop = useUnsubscribe();
  return (
    <AuthCard title={t('unsubscribe.title')} subtitle={t('unsubscribe.subtitle')}>
      {stop.isSuccess ? (
        <Alert color="green" role="status" title={t('unsubscribe.doneTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('unsubscribe.done', { email: stop.data.email })}</Text>
            <Anchor component={Link} to="/settings/notifications" size="sm">
              {t('unsubscribe.settings')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Stack>
          <FormAlert error={stop.error} fields={[]} />
          <Button onClick={() => stop.mutate(hash)} loading={stop.isPending} color="red">
            {t('unsubscribe.submit')}
          </Button>
          <Anchor component={Link} to="/settings/notifications" size="sm">
            {t('unsubscribe.instead')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
