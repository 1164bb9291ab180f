import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { todayIn } from '../../../lib/calendar-day.ts';
import { useDisableOutOfOffice, useEnableOutOfOffice } from '../api/profile.api.ts';

/**
 * The out-of-office switch: on, it asks for the first and last day away and saves them; off, it
 * clears a saved period at once. The people one works with see the period beside one's name.
 */
export function OutOfOfficeCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const enable = useEnableOutOfOffice();
  const disable = useDisableOutOfOffice();
  const saved = user.out_of_office;
  const [on, setOn] = useState(saved !== null);
  const [from, setFrom] = useState(saved?.date_from ?? todayIn(user.timezone));
  const [to, setTo] = useState(saved?.date_to ?? '');

  const toggle = (checked: boolean) => {
    setOn(checked);
    enable.reset();
    if (!checked && saved) {
      disable.mutate(undefined, {
        onSuccess: () => notifications.show({ color: 'green', message: t('people.ooo.cleared') }),
        onError: (error) => {
          setOn(true);
          notifications.show({ color: 'red', message: errorMessage(error, t) });
        },
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { date_from: from, date_to: to },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('people.ooo.saved') }),
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="out-of-office">
      <form onSubmit={submit}>
        <Stack>
          <Title order={2} size="h4" id="out-of-office">
            {t('people.ooo.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('people.ooo.help')}
          </Text>
          <Switch
            label={t('people.ooo.switch')}
            checked={on}
            disabled={disable.isPending}
            onChange={(e) => toggle(e.currentTarget.checked)}
          />
          {on && (
            <>
              <FormAlert error={enable.error} fields={['date_from', 'date_to']} />
              <Group grow align="flex-start">
                <TextInput
                  type="date"
                  label={t('people.ooo.from')}
                  required
                  value={from}
                  onChange={(e) => setFrom(e.currentTarget.value)}
                  error={fieldError(enable.error, 'date_from')}
                />
                <TextInput
                  type="date"
                  label={t('people.ooo.to')}
                  required
                  min={from || undefined}
                  value={to}
                  onChange={(e) => setTo(e.currentTarget.value)}
                  error={fieldError(enable.error, 'date_to')}
                />
              </Group>
              <div>
                <Button type="submit" loading={enable.isPending}>
                  {t('common.save')}
                </Button>
              </div>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}
