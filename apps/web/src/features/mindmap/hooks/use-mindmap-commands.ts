import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { useSetTaskFinished } from '../../../lib/tasks/tasks.api.ts';
import { useReorderTasklists } from '../../../lib/tasks/tasklist-order.api.ts';
import { movedOrder, placedOrder } from '../../../lib/tasks/tasklist-order.ts';
import { useMindmapActions } from '../api/mindmap.api.ts';
import type { DropAction } from '../utils/drop-rules.ts';
import type { KeyAction } from '../utils/mindmap-keys.ts';
import type { MindNode } from '../utils/mindmap-tree.ts';
import { nodeId } from '../utils/mindmap-tree.ts';
import type { MindmapState } from './use-mindmap-state.ts';

type Conversion = Extract<DropAction, { type: 'taskToSubtask' | 'taskToTasklist' }>;

/**
 * What the keys, buttons and drops of the mind map do: they change the view state, or call the
 * server and select what it made. A refusal shows as a notification and the tree is read again.
 */
export function useMindmapCommands(state: MindmapState, projectId: number) {
  const { t } = useTranslation();
  const actions = useMindmapActions(projectId);
  const finishTask = useSetTaskFinished(projectId);
  const reorderTasklists = useReorderTasklists(projectId);
  /** A conversion that loses data, waiting for the person to confirm it. */
  const [pending, setPending] = useState<Conversion | null>(null);
  /** A node to move to the trash (or a subtask to delete), waiting for the person to confirm. */
  const [pendingDelete, setPendingDelete] = useState<MindNode | null>(null);

  const fail = (error: unknown) => {
    notifications.show({ color: 'red', message: errorMessage(error, t) });
    void actions.refetch();
  };
  const run = (work: Promise<unknown>) => void work.catch(fail);

  function apply(action: KeyAction) {
    switch (action.type) {
      case 'select':
        return state.select(action.id);
      case 'expand':
      case 'collapse':
        return state.setExpanded(action.id, action.type === 'expand');
      case 'addChild':
        state.setExpanded(action.parentId, true);
        return state.setDraft({ parentId: action.parentId });
      case 'addSibling':
        return state.setDraft({ parentId: action.parentId, afterId: action.afterId });
      case 'rename':
        return state.setEditingId(action.id);
      case 'toggleFinish':
        return toggleFinish(state.byId.get(action.id)!);
      case 'delete':
        return setPendingDelete(state.byId.get(action.id)!);
      case 'reorder':
        return reorder(state.byId.get(action.id)!, action.direction);
    }
  }

  /** A node's parent, its siblings shown (itself among them) and its place there. */
  function placeOf(node: MindNode) {
    const parent = state.parentOf(node);
    const siblings = parent?.children.filter((c) => !c.draft) ?? [];
    return { parent, siblings, at: siblings.findIndex((c) => c.id === node.id) };
  }

  /** Moves a node past its sibling above or below; the server's answer redraws the tree. */
  function reorder(node: MindNode, direction: 'up' | 'down') {
    const { parent, siblings, at } = placeOf(node);
    const delta = direction === 'up' ? -1 : 1;
    const other = siblings[at + delta];
    if (!parent || !other) {
      notifications.show({ color: 'orange', message: t('mindmap.refused.noSibling') });
      return;
    }
    const place = direction === 'up' ? { before_id: other.entityId } : { after_id: other.entityId };
    if (node.kind === 'task') run(actions.placeTask(node.entityId, parent.entityId, place));
    else if (node.kind === 'subtask')
      run(actions.placeSubtask(parent.entityId, node.entityId, place));
    // The project's children are all the lists of its board, in its order.
    else if (node.kind === 'tasklist')
      reorderTasklists.mutate(
        movedOrder(
          siblings.map((c) => c.entityId),
          at,
          delta,
        ),
        { onError: fail },
      );
  }

  /** What the confirmed deletion does; the selection goes to a neighbour or the parent. */
  function remove(node: MindNode) {
    if (node.kind === 'project') return;
    const { parent, siblings, at } = placeOf(node);
    const next = siblings[at + 1] ?? siblings[at - 1] ?? parent;
    if (next) state.select(next.id);
    const taskId = node.kind === 'subtask' ? parent?.entityId : undefined;
    run(
      actions.remove({ kind: node.kind, id: node.entityId, taskId }).then(() =>
        notifications.show({
          message: t(`mindmap.delete.done_${node.kind}`, { name: node.name }),
        }),
      ),
    );
  }

  function toggleFinish(node: MindNode) {
    if (node.kind === 'task') {
      const task = state.tasks.find((t) => t.id === node.entityId);
      if (task) finishTask.mutate({ task, finished: !node.finished }, { onError: fail });
    } else if (node.kind === 'subtask') {
      const parent = state.parentOf(node)!;
      run(actions.setSubtaskFinished(parent.entityId, node.entityId, !node.finished));
    }
  }

  async function create(parent: MindNode, name: string, afterId: string | undefined) {
    const after = afterId ? state.byId.get(afterId) : undefined;
    const made =
      parent.kind === 'project'
        ? nodeId('tasklist', await actions.createTasklist(name))
        : parent.kind === 'tasklist'
          ? nodeId('task', await actions.createTask(parent.entityId, name))
          : nodeId('subtask', await actions.createSubtask(parent.entityId, name, after?.entityId));
    state.setExpanded(parent.id, true);
    state.select(made);
  }

  /** The name typed into a new node: saved as a child of its parent; empty drops the draft. */
  function submitDraft(name: string) {
    const draft = state.draft;
    state.setDraft(null);
    const parent = draft && state.byId.get(draft.parentId);
    if (!parent || name.trim() === '') return;
    run(create(parent, name.trim(), draft.afterId));
  }

  function submitRename(node: MindNode, name: string) {
    state.setEditingId(null);
    if (name.trim() === '' || name.trim() === node.name || node.kind === 'project') return;
    const taskId = node.kind === 'subtask' ? state.parentOf(node)?.entityId : undefined;
    run(actions.rename({ kind: node.kind, id: node.entityId, taskId, name: name.trim() }));
  }

  function drop(action: DropAction) {
    switch (action.type) {
      case 'refused':
        notifications.show({ color: 'orange', message: t(`mindmap.refused.${action.reason}`) });
        return;
      case 'moveTask':
        return run(actions.moveTask(action.taskId, action.tasklistId));
      case 'placeTasklist': {
        const lists = state.byId.get(nodeId('project', projectId))?.children ?? [];
        const ids = lists.filter((c) => !c.draft).map((c) => c.entityId);
        return reorderTasklists.mutate(placedOrder(ids, action.tasklistId, action.place), {
          onError: fail,
        });
      }
      case 'placeTask':
        return run(actions.placeTask(action.taskId, action.tasklistId, action.place));
      case 'placeSubtask':
        return run(actions.placeSubtask(action.taskId, action.checkId, action.place));
      case 'moveSubtask':
        return run(
          actions.moveSubtask(action.checkId, action.fromTaskId, action.toTaskId, action.place),
        );
      case 'subtaskToTask':
        return run(actions.subtaskToTask(action.checkId, action.parentTaskId, action.tasklistId));
      case 'taskToSubtask':
        if (action.losesData) return setPending(action);
        return run(actions.taskToSubtask(action.taskId, action.parentTaskId));
      case 'taskToTasklist':
        // The task itself goes to the trash: always asked first.
        return setPending(action);
    }
  }

  return {
    apply,
    toggleFinish,
    submitDraft,
    submitRename,
    drop,
    pending,
    confirmPending: () => {
      if (pending?.type === 'taskToSubtask')
        run(actions.taskToSubtask(pending.taskId, pending.parentTaskId));
      else if (pending?.type === 'taskToTasklist')
        run(
          actions
            .taskToTasklist(pending.taskId)
            .then((tasklistId) => state.select(nodeId('tasklist', tasklistId))),
        );
      setPending(null);
    },
    cancelPending: () => setPending(null),
    pendingDelete,
    askDelete: (node: MindNode) => node.abilities.delete && setPendingDelete(node),
    confirmDelete: () => {
      if (pendingDelete) remove(pendingDelete);
      setPendingDelete(null);
    },
    cancelDelete: () => setPendingDelete(null),
  };
}

export type MindmapCommands = ReturnType<typeof useMindmapCommands>;
