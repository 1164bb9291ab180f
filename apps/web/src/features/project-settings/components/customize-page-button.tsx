import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useProjectSettings } from '../api/project-settings.api.ts';
import { CustomizePageForm } from './customize-page-form.tsx';

/** Opens the project page settings in a dialog; full screen on a phone. */
export function CustomizePageButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const settings = useProjectSettings(projectId);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  // Each opening starts a fresh form from the saved settings.
  const [opening, setOpening] = useState(0);
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);

  return (
    <>
      <Button
        variant="light"
        size="xs"
        disabled={!settings.data}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpened(true);
        }}
      >
        {t('projectSettings.customize')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('projectSettings.title')}
        fullScreen={isPhone}
        size="lg"
      >
        {settings.data && (
          <CustomizePageForm
            key={opening}
            projectId={projectId}
            settings={settings.data}
            onDone={close}
          />
        )}
      </Modal>
    </>
  );
}
