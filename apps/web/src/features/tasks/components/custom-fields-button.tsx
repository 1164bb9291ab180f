import { lazy } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyDialog, useLazyModal } from '../../../components/lazy-dialog.tsx';

const CustomFieldsModal = lazy(() =>
  import('./custom-fields-modal.tsx').then((m) => ({ default: m.CustomFieldsModal })),
);

/**
 * "Custom fields": opens the project's custom fields, to add, rename, reorder and delete them and
 * their values when the server says the viewer may (the owner and commanders); others see them
 * only. The dialog's code loads on the first click.
 */
export function CustomFieldsButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const dialog = useLazyModal();
  return (
    <>
      <Button size="xs" variant="default" onClick={dialog.open}>
        {t('customFields.open')}
      </Button>
      {dialog.mounted && (
        <LazyDialog onLoaded={dialog.onLoaded}>
          <CustomFieldsModal projectId={projectId} opened={dialog.opened} onClose={dialog.close} />
        </LazyDialog>
      )}
    </>
  );
}
