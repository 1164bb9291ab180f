import { useEffect, useRef, useState } from 'react';
import { Group } from '@mantine/core';
import type { TasklistHeadingProps } from '../../../lib/task-slots.tsx';
import type { TransferMode } from '../api/tasklist-transfer.api.ts';
import { useTasklistActions } from '../hooks/use-tasklist-actions.tsx';
import { RenameTasklistForm } from './rename-tasklist-form.tsx';
import { TasklistMenu } from './tasklist-menu.tsx';
import { TasklistTransferModal } from './tasklist-transfer-modal.tsx';

/**
 * A task list's heading on the board with its actions: renaming in place, the menu (move up or
 * down, archive, finish, delete, move or copy to another project) and the transfer dialog.
 */
export function TasklistHeading(props: TasklistHeadingProps) {
  const { tasklist, index, setHeader, title, counter } = props;
  const actions = useTasklistActions();
  const [renaming, setRenaming] = useState(false);
  const [transfer, setTransfer] = useState<TransferMode | null>(null);
  const menuTarget = useRef<HTMLButtonElement>(null);
  // After a move the card sits elsewhere in the page; the keyboard focus goes with it.
  const refocusAfterMove = useRef(false);
  useEffect(() => {
    if (!refocusAfterMove.current) return;
    refocusAfterMove.current = false;
    menuTarget.current?.focus();
  }, [index]);
  const stopRenaming = () => {
    setRenaming(false);
    menuTarget.current?.focus();
  };

  return (
    <>
      <Group ref={setHeader} justify="space-between" wrap="nowrap" align="flex-start">
        {renaming ? <RenameTasklistForm tasklist={tasklist} onDone={stopRenaming} /> : title}
        <Group gap={4} wrap="nowrap">
          {counter}
          <TasklistMenu
            tasklist={tasklist}
            canMoveUp={index > 0}
            canMoveDown={index < props.count - 1}
            targetRef={menuTarget}
            returnFocus={!renaming}
            onRename={() => setRenaming(true)}
            onMove={(delta) => {
              refocusAfterMove.current = true;
              props.onMove(delta);
            }}
            onAction={(action) => actions.run(tasklist, action)}
            onTransfer={setTransfer}
          />
        </Group>
      </Group>
      {transfer && (
        <TasklistTransferModal
          tasklist={tasklist}
          mode={transfer}
          onClose={() => setTransfer(null)}
        />
      )}
    </>
  );
}
