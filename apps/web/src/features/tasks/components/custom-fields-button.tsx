import { lazy } from 'react';
import { IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionTrigger } from '../../../components/action-trigger.tsx';
import type { ActionKind } from '../../../components/action-trigger.tsx';
import { LazyDialog, useLazyModal } from '../../../components/lazy-dialog.tsx';

const CustomFieldsModal = lazy(() =>
  import('./custom-fields-modal.tsx').then((m) => ({ default: m.CustomFieldsModal })),
);

/**
 * "Custom fields": opens the project's custom fields, to add, rename, reorder and delete them and
 * their values when the server says the viewer may (the owner and commanders); others see them
 * only. The dialog's code loads on the first click.
 */
export function CustomFieldsButton({ projectId, kind }: { projectId: number; kind?: ActionKind }) {
  const { t } = useTranslation();
  const dialog = useLazyModal();
  return (
    <>
      <ActionTrigger
        kind={kind}
        variant="default"
        label={t('customFields.open')}
        icon={<IconForms size={16} />}
        onClick={dialog.open}
      />
      {dialog.mounted && (
        <LazyDialog onLoaded={dialog.onLoaded}>
          <CustomFieldsModal projectId={projectId} opened={dialog.opened} onClose={dialog.close} />
        </LazyDialog>
      )}
    </>
  );
}
