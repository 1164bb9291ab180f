import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import type { LifecycleStep } from '../api/projects.api.ts';
import { useProjectLifecycle } from '../api/projects.api.ts';
import { EditProjectModal } from './edit-project-modal.tsx';
import { FavoriteButton } from './favorite-button.tsx';

/** The project header's actions: favourite, edit, archive or restore, move to the trash. */
export function ProjectActions({ project }: { project: Project }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lifecycle = useProjectLifecycle(project.id);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const state = project.state.state;

  const run = (step: LifecycleStep, done: string) =>
    lifecycle.mutate(step, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t(done, { name: project.name }) });
        if (step === 'delete') void navigate('/projects');
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });

  return (
    <Group gap="xs" wrap="wrap">
      {state !== 'deleted' && <FavoriteButton project={project} />}
      {project.abilities.update && (
        <Button variant="light" size="xs" onClick={() => setEditing(true)}>
          {t('projects.edit')}
        </Button>
      )}
      {project.abilities.archive && state === 'active' && (
        <Button
          variant="light"
          size="xs"
          color="gray"
          loading={lifecycle.isPending}
          onClick={() => run('archive', 'projects.archived')}
        >
          {t('projects.archive')}
        </Button>
      )}
      {project.abilities.archive && state === 'archived' && (
        <Button
          variant="light"
          size="xs"
          loading={lifecycle.isPending}
          onClick={() => run('restore', 'projects.restored')}
        >
          {t('projects.restore')}
        </Button>
      )}
      {project.abilities.delete && state !== 'deleted' && (
        <Button variant="light" size="xs" color="red" onClick={() => setConfirmingDelete(true)}>
          {t('projects.delete')}
        </Button>
      )}
      {editing && <EditProjectModal project={project} onClose={() => setEditing(false)} />}
      <Modal
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('projects.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('projects.deleteText', { name: project.name })}</Text>
          {lifecycle.isError && <Alert color="red">{errorMessage(lifecycle.error, t)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingDelete(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={lifecycle.isPending}
              onClick={() => run('delete', 'projects.deleted')}
            >
              {t('projects.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

/** Tells plainly that an archived project is read-only, and how to bring it back. */
export function ProjectStateBanner({ project }: { project: Project }) {
  const { t } = useTranslation();
  if (project.state.state !== 'archived') return null;
  return (
    <Alert color="yellow" role="status" title={t('projects.archivedTitle')}>
      {project.abilities.archive
        ? t('projects.archivedText')
        : t('projects.archivedTextAsk', { owner: project.owner.fullname })}
    </Alert>
  );
}
