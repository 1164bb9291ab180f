import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { UseTemplateDialog } from './use-template-dialog.tsx';

/**
 * A template's "use template" action, as the templates list shows it beside each one; the dialog's
 * code loads on the first click.
 */
export function UseTemplateButton({
  template,
  onCreated,
}: {
  template: Project;
  onCreated?: (project: Project) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        aria-label={t('templates.useNamed', { name: template.name })}
        onClick={() => setOpen(true)}
      >
        {t('templates.use')}
      </Button>
      {open && (
        <UseTemplateDialog
          template={template}
          onClose={() => setOpen(false)}
          onCreated={onCreated}
        />
      )}
    </>
  );
}
