import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { NewPasswordField } from '../../../components/password-field.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useConfirmPasswordReset } from '../api/auth.api.ts';
import { AuthCard } from './auth-card.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ token, password });
  };

  return (
    <AuthCard title={t('auth.reset.title')}>
      {confirm.isSuccess ? (
        <Alert color="green" role="status">
          {t('auth.reset.done')}
        </Alert>
      ) : !token ? (
        <Alert color="red" role="alert">
          {t('errors.RESET_TOKEN_INVALID')}
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <FormAlert error={confirm.error} fields={['password']} />
            <NewPasswordField
              label={t('auth.newPassword')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldError(confirm.error, 'password')}
            />
            <Button type="submit" loading={confirm.isPending}>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={confirm.isSuccess ? '/signin' : '/forgot-password'} size="sm">
        {confirm.isSuccess ? t('auth.signIn.link') : t('auth.reset.askAgain')}
      </Anchor>
    </AuthCard>
  );
}
