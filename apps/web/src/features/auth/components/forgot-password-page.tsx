import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useRequestPasswordReset } from '../api/auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './account-fields.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email });
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {request.isSuccess ? (
        <Alert color="green" role="status">
          {t('auth.forgot.sent', { email })}
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <FormAlert error={request.error} fields={['email']} />
            <EmailField
              value={email}
              onChange={setEmail}
              error={fieldError(request.error, 'email')}
            />
            <Button type="submit" loading={request.isPending}>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/signin" size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
