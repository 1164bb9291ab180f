import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { UseTemplateDialog } from './use-template-dialog.tsx';

/** Tells plainly that a project is a template, with the way to start a project from it. */
export function TemplateBanner({
  project,
  onCreated,
}: {
  project: Project;
  onCreated?: (project: Project) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!project.isTemplate) return null;
  return (
    <Alert color="violet" role="status" title={t('templates.bannerTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('templates.bannerText')}</Text>
        <Button size="xs" onClick={() => setOpen(true)}>
          {t('templates.createFromThis')}
        </Button>
      </Stack>
      {open && (
        <UseTemplateDialog
          template={project}
          onClose={() => setOpen(false)}
          onCreated={onCreated}
        />
      )}
    </Alert>
  );
}
