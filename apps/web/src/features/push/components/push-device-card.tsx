import { useId } from 'react';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePushDevice } from '../hooks/use-push-device.ts';

/**
 * Whether this browser receives the person's pushes, switched on and off here; it says so plainly
 * when the browser cannot have them or they are blocked. Self-contained, for a settings page.
 */
export function PushDeviceCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const device = usePushDevice();
  const hint = device.block ? t(`push.${device.block}`) : t('push.card.hint');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('push.card.title')}
        </Title>
        <Switch
          checked={device.enabled}
          disabled={device.block !== null || device.busy}
          onChange={(event) =>
            void (event.currentTarget.checked ? device.turnOn() : device.turnOff())
          }
          label={t('push.card.switch')}
          description={hint}
        />
        {device.failure && (
          <Text size="sm" c="red" role="alert">
            {t(`push.failure.${device.failure}`)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
