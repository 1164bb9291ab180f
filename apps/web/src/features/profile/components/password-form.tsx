import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Card, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NewPasswordField, PasswordField } from '../../../components/password-field.tsx';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useChangePassword } from '../api/profile.api.ts';

export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          notifications.show({ color: 'green', message: t('profile.passwordChanged') });
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-password">
      <form onSubmit={submit}>
        <Stack>
          <Title order={2} size="h4" id="profile-password">
            {t('profile.password')}
          </Title>
          <FormAlert error={change.error} fields={['current_password', 'new_password']} />
          <PasswordField
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={fieldError(change.error, 'current_password')}
          />
          <NewPasswordField
            label={t('auth.newPassword')}
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            error={fieldError(change.error, 'new_password')}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {t('profile.changePassword')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
