import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task, TaskAbilities, Taskcheck } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { useConvertTaskcheck, useDeleteTaskcheck } from '../api/taskchecks.api.ts';

function DotsIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/**
 * What else can be done with a subtask, only what the abilities allow. Mantine's menu is keyboard
 * accessible: Enter or Space opens it, arrows move, Escape closes it.
 */
export function SubtaskMenu({
  task,
  check,
  abilities,
  above,
  below,
  onRename,
  onMove,
}: {
  task: Pick<Task, 'id' | 'project'>;
  check: Taskcheck;
  abilities: TaskAbilities;
  above: Taskcheck | null;
  below: Taskcheck | null;
  onRename: () => void;
  onMove: (check: Taskcheck, neighbour: Taskcheck, place: 'before' | 'after') => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteTaskcheck(task);
  const convert = useConvertTaskcheck(task);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const smartId = check.smart_task?.id ?? null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('taskchecks.actions', { name: check.name })}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {abilities.edit_name && <Menu.Item onClick={onRename}>{t('taskchecks.rename')}</Menu.Item>}
        {abilities.update && above && (
          <Menu.Item onClick={() => onMove(check, above, 'before')}>
            {t('taskchecks.moveUp')}
          </Menu.Item>
        )}
        {abilities.update && below && (
          <Menu.Item onClick={() => onMove(check, below, 'after')}>
            {t('taskchecks.moveDown')}
          </Menu.Item>
        )}
        {smartId !== null && (
          <Menu.Item component={Link} to={`/task/${smartId}`}>
            {t('taskchecks.openTask')}
          </Menu.Item>
        )}
        {abilities.update && smartId === null && (
          <Menu.Item onClick={() => convert.mutate({ check, to: 'smart' }, { onError: failed })}>
            {t('taskchecks.makeSmart')}
          </Menu.Item>
        )}
        {abilities.update && (
          <Menu.Item
            onClick={() =>
              convert.mutate(
                { check, to: 'task' },
                {
                  onError: failed,
                  onSuccess: () =>
                    notifications.show({
                      message: t('taskchecks.madeTask', { name: check.name }),
                    }),
                },
              )
            }
          >
            {t('taskchecks.makeTask')}
          </Menu.Item>
        )}
        {abilities.update && (smartId === null || abilities.delete) && (
          <Menu.Item
            color="red"
            onClick={() =>
              remove.mutate(check, {
                onError: failed,
                onSuccess: () =>
                  notifications.show({
                    message: t(
                      smartId === null ? 'taskchecks.deleted' : 'taskchecks.deletedSmart',
                      {
                        name: check.name,
                      },
                    ),
                  }),
              })
            }
          >
            {t('taskchecks.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
