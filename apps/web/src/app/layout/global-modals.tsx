import { lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyDialog, useLazyModalFor } from '../../components/lazy-dialog.tsx';
import { setAppNavigate } from '../../lib/global-errors.ts';
import { closeGlobalModal, useGlobalModal } from '../../lib/global-modal-state.ts';
import type { ErrorModalContent } from '../../lib/global-modal-state.ts';
import { ConnectionNotice } from './connection-notice.tsx';

const ErrorModal = lazy(() =>
  import('./global-dialogs.tsx').then((m) => ({ default: m.ErrorModal })),
);
const ReloadPageModal = lazy(() =>
  import('./global-dialogs.tsx').then((m) => ({ default: m.ReloadPageModal })),
);

/**
 * What the signed-in app shows over any page, rendered once in its shell: the generic error
 * modal and the reload-page modal (opened through `global-modal-state.ts`), and the offline notice.
 */
export function GlobalModals() {
  const navigate = useNavigate();
  const modal = useGlobalModal();
  const error = useLazyModalFor(modal.kind === 'error');
  const reload = useLazyModalFor(modal.kind === 'reload-page');
  // Kept after the store closes the modal, so its words stay during the closing transition.
  const [content, setContent] = useState<ErrorModalContent | null>(null);
  if (modal.kind === 'error' && modal.content !== content) setContent(modal.content);

  useEffect(() => setAppNavigate((path) => void navigate(path)), [navigate]);

  const failed = (onFailed: () => void) => () => {
    onFailed();
    closeGlobalModal();
  };
  return (
    <>
      <ConnectionNotice />
      {error.mounted && (
        <LazyDialog onLoaded={error.onLoaded} onFailed={failed(error.onFailed)}>
          <ErrorModal opened={error.opened} onClose={closeGlobalModal} content={content} />
        </LazyDialog>
      )}
      {reload.mounted && (
        <LazyDialog onLoaded={reload.onLoaded} onFailed={failed(reload.onFailed)}>
          <ReloadPageModal opened={reload.opened} onClose={closeGlobalModal} />
        </LazyDialog>
      )}
    </>
  );
}
