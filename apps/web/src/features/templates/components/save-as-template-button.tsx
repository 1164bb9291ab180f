import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionTrigger } from '../../../components/action-trigger.tsx';
import type { ActionKind } from '../../../components/action-trigger.tsx';
import { useNavigate } from 'react-router';
import type { Project } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSaveAsTemplate } from '../api/templates.api.ts';

/** The owner and commanders may save a project as a template unless it is in the trash. */
export const canSaveAsTemplate = (project: Project) => project.abilities.save_as_template;

/** The default name of a template: the project's name, marked, within the name limit. */
function templateName(project: Project, mark: (name: string) => string): string {
  return mark(project.name).length <= LIMITS.nameMax ? mark(project.name) : project.name;
}

/** "Save as template" in a project's header: names the template, then opens it. */
export function SaveAsTemplateButton({
  project,
  onSaved,
  kind,
}: {
  project: Project;
  onSaved?: (template: Project) => void;
  kind?: ActionKind;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!canSaveAsTemplate(project)) return null;
  return (
    <>
      <ActionTrigger
        kind={kind}
        label={t('templates.save')}
        icon={<IconTemplate size={16} />}
        onClick={() => setOpen(true)}
      />
      {open && (
        <SaveAsTemplateModal
          project={project}
          onClose={() => setOpen(false)}
          defaultName={templateName(project, (name) => t('templates.defaultName', { name }))}
          onSaved={onSaved}
        />
      )}
    </>
  );
}

function SaveAsTemplateModal({
  project,
  defaultName,
  onClose,
  onSaved,
}: {
  project: Project;
  defaultName: string;
  onClose: () => void;
  onSaved?: (template: Project) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAsTemplate(project.id);
  const [name, setName] = useState(defaultName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name },
      {
        onSuccess: ({ project: template }) => {
          onSaved?.(template);
          notifications.show({
            color: 'green',
            message: t('templates.saved', { name: template.name }),
          });
          void navigate(`/project/${template.id}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('templates.saveTitle')} centered>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('templates.saveText')}</Text>
          <FormAlert error={save.error} fields={['name']} />
          <TextInput
            label={t('templates.templateName')}
            required
            data-autofocus
            maxLength={LIMITS.nameMax}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(save.error, 'name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('templates.saveConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
