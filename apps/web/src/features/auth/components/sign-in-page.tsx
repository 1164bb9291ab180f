import { useState } from 'react';
import type { FormEvent } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSignIn } from '../api/auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './account-fields.tsx';

/** Where to go after signing in: only a path inside the app, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
}

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email, password },
      { onSuccess: () => void navigate(safeNext(params.get('next')), { replace: true }) },
    );
  };

  return (
    <AuthCard title={t('auth.signIn.title')}>
      <form onSubmit={submit} noValidate={false}>
        <Stack>
          <FormAlert error={signIn.error} fields={['email']} />
          <EmailField value={email} onChange={setEmail} error={fieldError(signIn.error, 'email')} />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldError(signIn.error, 'password')}
          />
          <Button type="submit" loading={signIn.isPending}>
            {t('auth.signIn.submit')}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.signIn.forgot')}
          </Anchor>
          <Text size="sm">
            {t('auth.signIn.noAccount')}{' '}
            <Anchor component={Link} to="/signup">
              {t('auth.signUp.link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
