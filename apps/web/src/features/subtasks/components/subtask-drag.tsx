import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Taskcheck } from '@tandem/contract';
import {
  ListDragHandle,
  ListDropZone,
  useListDraggable,
  useListDropStrategy,
} from '../../../components/drag/list-drag.tsx';
import type { MoveInList } from '../../../components/drag/list-drag.tsx';

/** How subtasks land when dragged by their handles; a drop is one `onMove` call. */
export function useSubtaskDropStrategy(
  checks: readonly Taskcheck[],
  onMove: MoveInList<Taskcheck>,
) {
  return useListDropStrategy(checks, onMove, 'data-subtask-id');
}

/** The list of subtasks as the one place they are dropped in. */
export function SubtaskDropList(props: {
  setList: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListDropZone id="subtasks" name={t('taskchecks.title')} setList={props.setList}>
      {props.children}
    </ListDropZone>
  );
}

/** A subtask row dragged by its handle (mouse, long press, or Space on the handle). */
export const useSubtaskDraggable = (check: Taskcheck, enabled: boolean) =>
  useListDraggable('subtask', check, enabled);

/** The grip at the start of a subtask row. */
export function SubtaskDragHandle(props: {
  check: Taskcheck;
  handle: ReturnType<typeof useSubtaskDraggable>['handle'];
}) {
  const { t } = useTranslation();
  return (
    <ListDragHandle
      name={props.check.name}
      hint={t('taskchecks.dragHint')}
      testId="subtask-drag-handle"
      handle={props.handle}
    />
  );
}
