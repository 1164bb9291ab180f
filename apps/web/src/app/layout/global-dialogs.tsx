import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorModalContent } from '../../lib/global-modal-state.ts';

/** The generic error modal: what the server's error-modal body says, in its words. */
export function ErrorModal({
  opened,
  onClose,
  content,
}: {
  opened: boolean;
  onClose: () => void;
  content: ErrorModalContent | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={content?.title} centered>
      <Stack gap="md">
        <Text style={{ whiteSpace: 'pre-line' }}>{content?.message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('interaction.errorModal.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Offers a reload when the page's code could not be loaded: a new version may be out. */
export function ReloadPageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('interaction.reloadPage.title')} centered>
      <Stack gap="md">
        <Text>{t('interaction.reloadPage.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('interaction.reloadPage.later')}
          </Button>
          <Button onClick={() => window.location.reload()}>
            {t('interaction.reloadPage.reload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
