import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Tasklist } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import type { TasklistAction } from '../api/tasklists.api.ts';
import { useTasklistAction } from '../api/tasklists.api.ts';

/**
 * Runs a task-list action and tells the user when it fails. A delete says so in a toast with an
 * Undo that restores the list from the trash. Promises rather than per-call callbacks: the card
 * that started an archive or a delete has left the screen by the time the server answers.
 */
export function useTasklistActions() {
  const { t } = useTranslation();
  const mutation = useTasklistAction();

  const run = (tasklist: Tasklist, action: TasklistAction) =>
    mutation.mutateAsync({ tasklist, action }).then(
      () => true,
      (error: unknown) => {
        notifications.show({ color: 'red', message: errorMessage(error, t) });
        return false;
      },
    );

  const offerUndo = (tasklist: Tasklist) => {
    const id = `tasklist-deleted-${tasklist.id}`;
    const undo = () => {
      notifications.hide(id);
      void run(tasklist, 'restoreFromTrash');
    };
    notifications.show({
      id,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('tasklists.deleted', { name: tasklist.name })}</Text>
          <Button size="compact-sm" variant="light" onClick={undo}>
            {t('tasklists.undo')}
          </Button>
        </Group>
      ),
    });
  };

  return {
    pending: mutation.isPending,
    run: (tasklist: Tasklist, action: TasklistAction) => {
      void run(tasklist, action).then((done) => {
        if (done && action === 'delete') offerUndo(tasklist);
      });
    },
  };
}
