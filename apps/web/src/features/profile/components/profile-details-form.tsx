import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Card, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, Locale } from '@tandem/contract';
import { LIMITS, LOCALES } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LOCALE_NAMES, changeLocale } from '../../../lib/i18n.ts';
import { useSaveProfile } from '../api/profile.api.ts';

const timeZones = (): string[] => {
  const zones = Intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
};

export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [fullname, setFullname] = useState(user.fullname);
  const [locale, setLocale] = useState<string>(user.locale_code);
  const [timezone, setTimezone] = useState(user.timezone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { fullname, locale_code: locale as Locale, timezone },
      {
        onSuccess: ({ user: saved }) => {
          void changeLocale(saved.locale_code as Locale).then(() =>
            notifications.show({ color: 'green', message: t('profile.saved') }),
          );
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-details">
      <form onSubmit={submit}>
        <Stack>
          <Title order={2} size="h4" id="profile-details">
            {t('profile.details')}
          </Title>
          <FormAlert error={save.error} fields={['fullname', 'locale_code', 'timezone']} />
          <TextInput
            label={t('auth.fullname')}
            required
            maxLength={LIMITS.fullnameMax}
            value={fullname}
            onChange={(e) => setFullname(e.currentTarget.value)}
            error={fieldError(save.error, 'fullname')}
          />
          <TextInput label={t('auth.email')} value={user.email} readOnly disabled />
          <Select
            label={t('profile.language')}
            data={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            value={locale}
            onChange={(value) => value && setLocale(value)}
            allowDeselect={false}
            error={fieldError(save.error, 'locale_code')}
          />
          <Select
            label={t('profile.timezone')}
            data={timeZones()}
            value={timezone}
            onChange={(value) => value && setTimezone(value)}
            searchable
            allowDeselect={false}
            error={fieldError(save.error, 'timezone')}
          />
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
