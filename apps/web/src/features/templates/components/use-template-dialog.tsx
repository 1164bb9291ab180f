import { lazy } from 'react';
import type { ComponentProps } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';

const UseTemplateModal = lazy(() =>
  import('./use-template-modal.tsx').then((m) => ({ default: m.UseTemplateModal })),
);

/** The "use template" dialog, its code loaded the first time it opens. */
export function UseTemplateDialog(props: ComponentProps<typeof UseTemplateModal>) {
  return (
    <LazyDialog>
      <UseTemplateModal {...props} />
    </LazyDialog>
  );
}
