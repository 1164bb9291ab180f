import { useState } from 'react';
import type { FormEvent } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { NewPasswordField } from '../../../components/password-field.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSignUp } from '../api/auth.api.ts';
import { newAccountSettings } from '../utils/account-settings.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField, FullnameField } from './account-fields.tsx';

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
        ...newAccountSettings(i18n.language),
      },
      { onSuccess: () => void navigate('/dashboard', { replace: true }) },
    );
  };

  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <form onSubmit={submit}>
        <Stack>
          <FormAlert error={signUp.error} fields={['fullname', 'email', 'password']} />
          <FullnameField
            value={fullname}
            onChange={setFullname}
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
