import { lazy } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyDialog, useLazyModal } from '../../../components/lazy-dialog.tsx';

const ManageTagsModal = lazy(() =>
  import('./manage-tags-modal.tsx').then((m) => ({ default: m.ManageTagsModal })),
);

/**
 * "Manage tags": opens the dialog of the user's own tags, whose code loads on the first click.
 * `onChanged` lets the page refresh the projects that show them.
 */
export function ManageTagsButton({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const dialog = useLazyModal();
  return (
    <>
      <Button variant="default" onClick={dialog.open}>
        {t('tags.manage')}
      </Button>
      {dialog.mounted && (
        <LazyDialog onLoaded={dialog.onLoaded}>
          <ManageTagsModal opened={dialog.opened} onClose={dialog.close} onChanged={onChanged} />
        </LazyDialog>
      )}
    </>
  );
}
