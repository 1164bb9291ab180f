import type { Task } from '@tandem/contract';
import type { Place } from '../api/mindmap.api.ts';
import type { MindNode } from './mindmap-tree.ts';

/** Why a drop is refused (translation keys under `mindmap.refused`). */
export type DropRefusal =
  'notAllowed' | 'tasklistFixed' | 'taskHasSubtasks' | 'ontoSubtask' | 'ontoProject';

/**
 * Where on the node under it a node is dropped: its upper part places it before, its lower part
 * after, and its middle (where that means something) onto it.
 */
export type DropSide = 'before' | 'onto' | 'after';

/** The side of a drop at `fraction` of the target's height (0 its top, 1 its bottom). */
export function dropSide(fraction: number, ontoMeansSomething: boolean): DropSide {
  if (!ontoMeansSomething) return fraction < 0.5 ? 'before' : 'after';
  return fraction < 1 / 3 ? 'before' : fraction > 2 / 3 ? 'after' : 'onto';
}

/** What dropping a node on another does: a move, a conversion, or a refusal with its reason. */
export type DropAction =
  | { type: 'moveTask'; taskId: number; tasklistId: number }
  | { type: 'placeTasklist'; tasklistId: number; place: Place }
  | { type: 'placeTask'; taskId: number; tasklistId: number; place: Place }
  | { type: 'placeSubtask'; checkId: number; taskId: number; place: Place }
  | { type: 'moveSubtask'; checkId: number; fromTaskId: number; toTaskId: number; place?: Place }
  | { type: 'taskToSubtask'; taskId: number; parentTaskId: number; losesData: boolean }
  | { type: 'subtaskToTask'; checkId: number; parentTaskId: number; tasklistId: number }
  | { type: 'taskToTasklist'; taskId: number }
  | { type: 'refused'; reason: DropRefusal };

const refuse = (reason: DropRefusal): DropAction => ({ type: 'refused', reason });

/**
 * Whether a task made a plain subtask loses something: a subtask keeps only the name, state,
 * first worker and due dates, and the task goes to the trash with the rest.
 */
export function taskLosesData(task: Task | undefined): boolean {
  if (!task) return true;
  return (
    (task.description ?? '') !== '' ||
    task.count_comments > 0 ||
    task.count_files > 0 ||
    task.labels.length > 0 ||
    task.workers.length > 1 ||
    task.custom_fields.length > 0 ||
    task.tasks_relations.count > 0 ||
    task.real_minutes_spent > 0 ||
    task.total_time_estimate.minutes > 0 ||
    task.priority_enum !== null ||
    task.is_recurrent
  );
}

/** Whether dropping `dragged` in the middle of `target` means something other than a place. */
export const ontoMeansSomething = (dragged: MindNode, target: MindNode) =>
  dragged.kind === 'task' && target.kind === 'task';

/**
 * A node dropped before or after a node of its own kind: a new place among that node's siblings,
 * in another task list or task when that one's parent is another (a move there).
 */
function placeAction(
  dragged: MindNode,
  target: MindNode,
  side: 'before' | 'after',
  parentOf: (node: MindNode) => MindNode | undefined,
): DropAction | null {
  const place: Place =
    side === 'before' ? { before_id: target.entityId } : { after_id: target.entityId };
  const from = parentOf(dragged);
  const to = parentOf(target);
  if (!from || !to) return refuse('notAllowed');
  const sameParent = from.id === to.id;
  if (!dragged.abilities.reorder || (!sameParent && !to.abilities.addChild))
    return refuse('notAllowed');
  switch (dragged.kind) {
    case 'tasklist':
      return { type: 'placeTasklist', tasklistId: dragged.entityId, place };
    case 'task':
      return { type: 'placeTask', taskId: dragged.entityId, tasklistId: to.entityId, place };
    case 'subtask':
      return sameParent
        ? { type: 'placeSubtask', checkId: dragged.entityId, taskId: from.entityId, place }
        : {
            type: 'moveSubtask',
            checkId: dragged.entityId,
            fromTaskId: from.entityId,
            toTaskId: to.entityId,
            place,
          };
    default:
      return null;
  }
}

/**
 * What dropping `dragged` on `target` does, by the rules of the existing moves and conversions.
 * Before or after a node of its own kind (`side`), it takes that place: a task list among the
 * lists, a task in that task's list, a subtask in that subtask's task. Onto a node: a task onto
 * another task list moves it; a task onto a task becomes its subtask (not when it has subtasks of
 * its own); a task onto the project becomes a task list of its own, its subtasks the list's tasks;
 * a subtask onto a task list becomes a task there, and onto another task goes to that task's
 * subtasks. Anything else is refused, and null means the drop changes nothing.
 */
export function dropAction(
  dragged: MindNode,
  target: MindNode,
  parentOf: (node: MindNode) => MindNode | undefined,
  taskOf: (id: number) => Task | undefined,
  side: DropSide = 'onto',
): DropAction | null {
  if (dragged.id === target.id) return null;
  if (side !== 'onto' && dragged.kind === target.kind && dragged.kind !== 'project')
    return placeAction(dragged, target, side, parentOf);
  if (dragged.parentId === target.id) return null;
  if (dragged.kind === 'project' || dragged.kind === 'tasklist') return refuse('tasklistFixed');
  if (!dragged.abilities.move) return refuse('notAllowed');
  if (target.kind === 'project') {
    if (dragged.kind !== 'task') return refuse('ontoProject');
    return target.abilities.addChild && dragged.abilities.delete
      ? { type: 'taskToTasklist', taskId: dragged.entityId }
      : refuse('notAllowed');
  }
  if (target.kind === 'subtask') return refuse('ontoSubtask');
  if (dragged.kind === 'task') {
    if (target.kind === 'tasklist')
      return target.abilities.addChild
        ? { type: 'moveTask', taskId: dragged.entityId, tasklistId: target.entityId }
        : refuse('notAllowed');
    if (!target.abilities.addChild) return refuse('notAllowed');
    const task = taskOf(dragged.entityId);
    if ((task?.task_checks_summary.total ?? 0) > 0) return refuse('taskHasSubtasks');
    return {
      type: 'taskToSubtask',
      taskId: dragged.entityId,
      parentTaskId: target.entityId,
      losesData: taskLosesData(task),
    };
  }
  const parent = parentOf(dragged);
  if (!parent || !target.abilities.addChild) return refuse('notAllowed');
  if (target.kind === 'task')
    return {
      type: 'moveSubtask',
      checkId: dragged.entityId,
      fromTaskId: parent.entityId,
      toTaskId: target.entityId,
    };
  return {
    type: 'subtaskToTask',
    checkId: dragged.entityId,
    parentTaskId: parent.entityId,
    tasklistId: target.entityId,
  };
}
