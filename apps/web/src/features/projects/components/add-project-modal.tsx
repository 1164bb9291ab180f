import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Currency } from '@tandem/contract';
import { CURRENCIES, LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ProjectColorInput } from './project-color-input.tsx';
import { useCreateProject } from '../api/projects.api.ts';

/**
 * The spec's "add project" modal, and with `template` its "create template" modal: a name, a
 * colour and the currency (fixed once created); the new project (or template) opens.
 */
export function AddProjectModal({
  opened,
  onClose,
  template = false,
}: {
  opened: boolean;
  onClose: () => void;
  template?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [color, setColor] = useState('');
  const [currency, setCurrency] = useState<Currency>('EUR');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, color: color || null, currency, ...(template ? { isTemplate: true } : {}) },
      {
        onSuccess: ({ project }) => {
          onClose();
          void navigate(`/project/${project.id}`);
        },
      },
    );
  };
  const title = template ? t('projects.newTemplateTitle') : t('projects.newTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} aria-label={title}>
        <Stack>
          <TextInput
            label={t('projects.name')}
            placeholder={t('projects.namePlaceholder')}
            required
            data-autofocus
            maxLength={LIMITS.nameMax}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(create.error, 'name')}
          />
          <Group grow align="flex-start">
            <ProjectColorInput
              value={color}
              onChange={setColor}
              error={fieldError(create.error, 'color')}
            />
            <NativeSelect
              label={t('projects.currency')}
              description={t('projects.currencyFixedLater')}
              data={[...CURRENCIES]}
              value={currency}
              onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
            />
          </Group>
          <FormAlert error={create.error} fields={['name', 'color']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {template ? t('projects.createTemplate') : t('projects.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
