import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionTrigger } from '../../../components/action-trigger.tsx';
import type { ActionKind } from '../../../components/action-trigger.tsx';
import { useProjectSettings } from '../api/project-settings.api.ts';
import { CustomizePageForm } from './customize-page-form.tsx';

/** Opens the project page settings in a dialog; full screen on a phone. */
export function CustomizePageButton({ projectId, kind }: { projectId: number; kind?: ActionKind }) {
  const { t } = useTranslation();
  const settings = useProjectSettings(projectId);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  // Each opening starts a fresh form from the saved settings.
  const [opening, setOpening] = useState(0);
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);

  return (
    <>
      <ActionTrigger
        kind={kind}
        label={t('projectSettings.customize')}
        icon={<IconLayoutGrid size={16} />}
        disabled={!settings.data}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpened(true);
        }}
      />
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
