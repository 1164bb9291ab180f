import { lazy } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyDialog, useLazyModal } from '../../../components/lazy-dialog.tsx';

const RolesModal = lazy(() => import('./roles-modal.tsx').then((m) => ({ default: m.RolesModal })));

/** A button that opens the roles of one's account; the dialog's code loads on the first click. */
export function RolesButton({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const roles = useLazyModal();
  return (
    <>
      <Button size={size} variant="light" onClick={roles.open}>
        {t('roles.open')}
      </Button>
      {roles.mounted && (
        <LazyDialog onLoaded={roles.onLoaded}>
          <RolesModal opened={roles.opened} onClose={roles.close} />
        </LazyDialog>
      )}
    </>
  );
}
