import { useEffect, useId, useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  applyPushChoice,
  pushSupported,
  registerServiceWorker,
  tellServiceWorkerLanguage,
} from '../../../lib/push.ts';
import { isPushAskDue, readNotificationConfig } from '../../../lib/push-config.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { usePushDevice } from '../hooks/use-push-device.ts';

/** How long "Ask later" keeps the prompt away. */
const ASK_AGAIN_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** Runs work once the page has loaded and the browser is idle, so it never slows the page down. */
function whenPageIdle(work: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(work, { timeout: 5000 })
      : window.setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * With every signed-in start, once the page is idle: the service worker is registered and told
 * the language, and a browser that receives pushes sends its subscription again when it is a day
 * old.
 */
function usePushStartup(): void {
  const { public_token: token } = useCurrentUser();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!pushSupported()) return;
    return whenPageIdle(() => {
      registerServiceWorker().catch(() => undefined);
      const { choice } = readNotificationConfig().value;
      // Quietly: a failed try is made again with the next start.
      if (choice === 'ENABLED' && Notification.permission === 'granted')
        applyPushChoice('ENABLED', token).catch(() => undefined);
    });
  }, [token]);
  useEffect(() => tellServiceWorkerLanguage(i18n.language), [i18n.language]);
}

/**
 * The shell's polite question whether to receive pushes on this device: a banner above the page
 * that covers nothing and takes no focus, shown to someone undecided whose "Ask later" is three days old, in a browser
 * that can have pushes and where they are not blocked.
 */
export function PushPrompt() {
  usePushStartup();
  const { t } = useTranslation();
  const titleId = useId();
  const device = usePushDevice();
  // The moment the page opened: "Ask later" hides the card for the rest of the visit too.
  const [openedAt] = useState(() => Date.now());
  const due =
    device.block === null && isPushAskDue(device.config.value, openedAt, ASK_AGAIN_AFTER_MS);
  if (!due && !device.failure) return null;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm" mb="md">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <IconBellRinging size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        <Group gap="xs" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Text fw={600} id={titleId}>
              {t('push.prompt.title')}
            </Text>
            {device.failure ? (
              <Text size="sm" c="red" role="alert">
                {t(`push.failure.${device.failure}`)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('push.prompt.text')}
              </Text>
            )}
          </Stack>
          {device.failure ? (
            <CloseButton aria-label={t('common.close')} onClick={device.clearFailure} />
          ) : (
            <Group gap="xs">
              <Button size="xs" loading={device.busy} onClick={() => void device.turnOn()}>
                {t('push.prompt.turnOn')}
              </Button>
              <Button size="xs" variant="default" disabled={device.busy} onClick={device.askLater}>
                {t('push.prompt.askLater')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                disabled={device.busy}
                onClick={() => void device.decline()}
              >
                {t('push.prompt.no')}
              </Button>
            </Group>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
