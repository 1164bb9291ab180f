import { useState } from 'react';
import type { FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { NewPasswordField } from '../../../components/password-field.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@tandem/contract/browser';
import type { Locale } from '@tandem/contract';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSignUp } from '../api/auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';

export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.mutate(
      {
        fullname,
        email,
        password,
        locale_code: i18n.language as Locale,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      { onSuccess: () => void navigate('/dashboard', { replace: true }) },
    );
  };

  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <form onSubmit={submit}>
        <Stack>
          <FormAlert error={signUp.error} fields={['fullname', 'email', 'password']} />
          <TextInput
            label={t('auth.fullname')}
            autoComplete="name"
            required
            maxLength={LIMITS.fullnameMax}
            value={fullname}
            onChange={(e) => setFullname(e.currentTarget.value)}
            error={fieldError(signUp.error, 'fullname')}
          />
          <EmailField value={email} onChange={setEmail} error={fieldError(signUp.error, 'email')} />
          <NewPasswordField
            label={t('auth.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldError(signUp.error, 'password')}
          />
          <Button type="submit" loading={signUp.isPending}>
            {t('auth.signUp.submit')}
          </Button>
          <Text size="sm">
            {t('auth.signUp.haveAccount')}{' '}
            <Anchor component={Link} to="/signin">
              {t('auth.signIn.link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
