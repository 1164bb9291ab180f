import type { Ref } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tasklist } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract/browser';
import type { TransferMode } from '../api/tasklist-transfer.api.ts';
import type { TasklistAction } from '../api/tasklists.api.ts';
import { useFollowTasklist, useFollowedTasklists } from '../api/tasklist-follow.api.ts';

interface Item {
  key: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
}

/** Three dots: the button that opens a task list's actions. */
function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/**
 * A task list's actions, only those its abilities allow. Mantine's menu is keyboard accessible:
 * Enter or Space opens it, arrows move, Escape closes and focus returns to the button.
 */
export function TasklistMenu({
  tasklist,
  canMoveUp,
  canMoveDown,
  targetRef,
  returnFocus,
  onRename,
  onMove,
  onAction,
  onTransfer,
}: {
  tasklist: Tasklist;
  canMoveUp: boolean;
  canMoveDown: boolean;
  targetRef: Ref<HTMLButtonElement>;
  /** Off while the rename field takes the focus. */
  returnFocus: boolean;
  onRename: () => void;
  onMove: (delta: -1 | 1) => void;
  onAction: (action: TasklistAction) => void;
  /** Opens moving or copying the list to another project. */
  onTransfer: (mode: TransferMode) => void;
}) {
  const { t } = useTranslation();
  const { abilities } = tasklist;
  const finished = tasklist.state.id === TASKLIST_STATE.finished;
  const followed = useFollowedTasklists(tasklist.project.id);
  const follow = useFollowTasklist(tasklist.project.id);
  const following = followed.data?.includes(tasklist.id) ?? false;
  const items: Item[] = [];
  if (abilities.update) {
    items.push({ key: 'rename', label: t('tasklists.rename'), onClick: onRename });
    if (canMoveUp)
      items.push({ key: 'up', label: t('tasklists.moveUp'), onClick: () => onMove(-1) });
    if (canMoveDown)
      items.push({ key: 'down', label: t('tasklists.moveDown'), onClick: () => onMove(1) });
  }
  if (abilities.finish)
    items.push(
      finished
        ? { key: 'reopen', label: t('tasklists.reopen'), onClick: () => onAction('reopen') }
        : { key: 'finish', label: t('tasklists.finish'), onClick: () => onAction('finish') },
    );
  if (abilities.archive)
    items.push({
      key: 'archive',
      label: t('tasklists.archive'),
      onClick: () => onAction('archive'),
    });
  // Moving takes the list out of this project, which needs the right to delete it here.
  if (abilities.delete)
    items.push({
      key: 'move-to-project',
      label: t('tasklistMove.moveMenu'),
      onClick: () => onTransfer('move'),
    });
  items.push({
    key: 'copy-to-project',
    label: t('tasklistMove.copyMenu'),
    onClick: () => onTransfer('copy'),
  });
  if (followed.isSuccess)
    items.push({
      key: 'follow',
      label: following ? t('tasklists.unfollow') : t('tasklists.follow'),
      onClick: () => follow.mutate({ tasklistId: tasklist.id, follow: !following }),
    });
  if (abilities.delete)
    items.push({
      key: 'delete',
      label: t('tasklists.delete'),
      onClick: () => onAction('delete'),
      danger: true,
    });
  if (items.length === 0) return null;

  return (
    <Menu position="bottom-end" returnFocus={returnFocus} withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={targetRef}
          variant="subtle"
          color="gray"
          aria-label={t('tasklists.actions', { name: tasklist.name })}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.key} color={item.danger ? 'red' : undefined} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
