import type { ReactNode } from 'react';
import { Anchor, Modal, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '@tandem/contract';

/**
 * The task's dialog over its project: named after the task for screen readers (its title, out of
 * sight, as the name stands editable in the body), with the link to open it as a page beside it.
 */
export function TaskModal({
  task,
  onClose,
  children,
}: {
  task: Task;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root
      opened
      onClose={onClose}
      size="xl"
      fullScreen={window.matchMedia?.('(max-width: 36em)').matches ?? false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>
            <VisuallyHidden>{task.name}</VisuallyHidden>
          </Modal.Title>
          <Anchor component={Link} to={`/task/${task.id}`} size="sm" mr="auto">
            {t('taskDetail.openPage')}
          </Anchor>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
