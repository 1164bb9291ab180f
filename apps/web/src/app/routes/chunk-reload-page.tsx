import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openReloadPage } from '../../lib/global-modal-state.ts';
import { recordChunkFailure, recordChunkLoaded } from './chunk-reload.ts';

/**
 * A page's component once its code has loaded; when it does not load (a deploy replaced it), a
 * page that reloads the address, a few times, then asks the user to (document 1, section 4).
 */
export async function loadPage<P>(
  load: () => Promise<ComponentType<P>>,
  name: string,
): Promise<ComponentType<P>> {
  try {
    const loaded = await load();
    recordChunkLoaded(() => window.sessionStorage, name);
    return loaded;
  } catch (error) {
    console.error(`The code of ${name} did not load`, error);
    const step = recordChunkFailure(() => window.sessionStorage, name);
    return step.action === 'reload' ? ChunkReloadPage : ChunkFailedPage;
  }
}

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
