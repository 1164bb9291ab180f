import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project } from '@tandem/contract';
import { ActionTrigger } from '../../../components/action-trigger.tsx';
import type { ActionKind } from '../../../components/action-trigger.tsx';
import { errorMessage } from '../../../components/errors.ts';
import type { LifecycleStep } from '../api/projects.api.ts';
import { useProjectLifecycle } from '../api/projects.api.ts';
import { EditProjectModal } from './edit-project-modal.tsx';

/**
 * The project's own actions: edit, archive or restore, move to the trash; as buttons, or as items
 * of the header's actions menu.
 */
export function ProjectActions({ project, kind }: { project: Project; kind?: ActionKind }) {
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
    <>
      {project.abilities.update && (
        <ActionTrigger
          kind={kind}
          label={t('projects.edit')}
          icon={<IconPencil size={16} />}
          onClick={() => setEditing(true)}
        />
      )}
      {project.abilities.archive && state === 'active' && (
        <ActionTrigger
          kind={kind}
          label={t('projects.archive')}
          icon={<IconArchive size={16} />}
          color="gray"
          loading={lifecycle.isPending}
          onClick={() => run('archive', 'projects.archived')}
        />
      )}
      {project.abilities.archive && state === 'archived' && (
        <ActionTrigger
          kind={kind}
          label={t('projects.restore')}
          icon={<IconArchiveOff size={16} />}
          loading={lifecycle.isPending}
          onClick={() => run('restore', 'projects.restored')}
        />
      )}
      {project.abilities.delete && state !== 'deleted' && (
        <ActionTrigger
          kind={kind}
          label={t('projects.delete')}
          icon={<IconTrash size={16} />}
          color="red"
          onClick={() => setConfirmingDelete(true)}
        />
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
    </>
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
