import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openReloadPage } from '../../lib/global-modal-state.ts';

/**
 * Takes the place of a page whose code failed to load and loads the address again: by the time it
 * renders, the router has moved to the address that was wanted.
 */
export function ChunkReloadPage() {
  useEffect(() => window.location.assign(window.location.href), []);
  return (
    <Center mih="60dvh">
      <Loader />
    </Center>
  );
}

/**
 * Takes the place of a page whose code reloading did not bring: opens the reload-page modal and
 * says the same in the page, which stays when the modal is closed (or when the signed-in shell,
 * which renders the modal, is what failed).
 */
export function ChunkFailedPage() {
  const { t } = useTranslation();
  useEffect(() => openReloadPage(), []);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{t('interaction.reloadPage.title')}</Title>
        <Text c="dimmed">{t('interaction.reloadPage.text')}</Text>
        <Button onClick={() => window.location.reload()}>
          {t('interaction.reloadPage.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
