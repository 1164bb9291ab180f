import { lazy } from 'react';
import { Button } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyDialog, useLazyModal } from '../../../components/lazy-dialog.tsx';

// The dialog (a modal with its switches) loads on the first click, not with the dashboard.
const CustomizeDashboardModal = lazy(() =>
  import('./customize-dashboard-modal.tsx').then((m) => ({ default: m.CustomizeDashboardModal })),
);

/**
 * "Customize": which sections the dashboard shows and in which order, and whether priorities name
 * their project and task list. Each change is saved at once.
 */
export function CustomizeDashboard() {
  const { t } = useTranslation();
  const dialog = useLazyModal();
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLayoutDashboard size={16} />}
        onClick={dialog.open}
      >
        {t('dashboard.customize.button')}
      </Button>
      {dialog.mounted && (
        <LazyDialog onLoaded={dialog.onLoaded} onFailed={dialog.onFailed}>
          <CustomizeDashboardModal opened={dialog.opened} onClose={dialog.close} />
        </LazyDialog>
      )}
    </>
  );
}
