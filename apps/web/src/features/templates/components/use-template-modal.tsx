import { dateTimeFormat } from '../../../lib/format.ts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCreateFromTemplate } from '../api/templates.api.ts';

/** A calendar date (yyyy-MM-dd) as the reader writes dates. */
function formatDay(date: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Starts a project from a template: its name and start date, then opens the new project.
 * `onCreated` lets the page that shows it keep its own lists of projects up to date.
 */
export function UseTemplateModal({
  template,
  onClose,
  onCreated,
}: {
  template: Project;
  onClose: () => void;
  onCreated?: (project: Project) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFromTemplate(template.id);
  const [name, setName] = useState(template.name);
  const [startDate, setStartDate] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, start_date: startDate || null },
      {
        onSuccess: ({ project }) => {
          onCreated?.(project);
          notifications.show({
            color: 'green',
            message: t('templates.created', { name: project.name }),
          });
          void navigate(`/project/${project.id}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('templates.useTitle')} centered>
      <form onSubmit={submit}>
        <Stack>
          <FormAlert error={create.error} fields={['name', 'start_date']} />
          <TextInput
            label={t('templates.projectName')}
            required
            data-autofocus
            maxLength={LIMITS.nameMax}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(create.error, 'name')}
          />
          <TextInput
            label={t('templates.startDate')}
            description={
              template.dueDate
                ? t('templates.startDateShifts', {
                    date: formatDay(template.dueDate, i18n.language),
                  })
                : t('templates.startDateHelp')
            }
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            error={fieldError(create.error, 'start_date')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('templates.createProject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
