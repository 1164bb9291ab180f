import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { NewPasswordField } from '../../../components/password-field.tsx';
import { useAcceptInvitation, useInvitationInfo } from '../api/invitation.api.ts';
import { newAccountSettings } from '../utils/account-settings.ts';
import { AuthCard } from './auth-card.tsx';
import { FullnameField } from './account-fields.tsx';

/** Where an invitation link leads: the invited person chooses a name and password and joins. */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useInvitationInfo(token);
  const accept = useAcceptInvitation();
  const [fullname, setFullname] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      {
        token,
        fullname,
        password,
        ...newAccountSettings(i18n.language),
      },
      { onSuccess: ({ project_id }) => void navigate(`/project/${project_id}`, { replace: true }) },
    );
  };

  if (!token || info.isError) {
    return (
      <AuthCard title={t('invitation.title')}>
        <Alert color="red" role="alert">
          {token ? errorMessage(info.error, t) : t('errors.INVITATION_INVALID')}
        </Alert>
        <Group gap="md">
          <Anchor component={Link} to="/signin" size="sm">
            {t('auth.signIn.link')}
          </Anchor>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.signIn.forgot')}
          </Anchor>
        </Group>
      </AuthCard>
    );
  }
  if (!info.data) {
    return (
      <AuthCard title={t('invitation.title')}>
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('invitation.title')}
      subtitle={t('invitation.subtitle', {
        inviter: info.data.invited_by.fullname,
        project: info.data.project.name,
      })}
    >
      <form onSubmit={submit}>
        <Stack>
          <FormAlert error={accept.error} fields={['fullname', 'password']} />
          <TextInput label={t('auth.email')} value={info.data.email} readOnly />
          <FullnameField
            value={fullname}
            onChange={setFullname}
            error={fieldError(accept.error, 'fullname')}
          />
          <NewPasswordField
            label={t('auth.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldError(accept.error, 'password')}
          />
          <Button type="submit" loading={accept.isPending}>
            {t('invitation.submit')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('invitation.note')}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
