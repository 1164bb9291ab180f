import type { Task } from '@tandem/contract';
import type { MindNode } from './mindmap-tree.ts';

/** Why a drop is refused (translation keys under `mindmap.refused`). */
export type DropRefusal =
  | 'notAllowed'
  | 'tasklistFixed'
  | 'taskHasSubtasks'
  | 'subtaskOntoTask'
  | 'ontoSubtask'
  | 'ontoProject';

/** What dropping a node on another does: a move, a conversion, or a refusal with its reason. */
export type DropAction =
  | { type: 'moveTask'; taskId: number; tasklistId: number }
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

/**
 * What dropping `dragged` on `target` does, by the rules of the existing moves and conversions:
 * a task onto another task list moves it; a task onto a task becomes its subtask (not when it has
 * subtasks of its own); a task onto the project becomes a task list of its own, its subtasks the
 * list's tasks; a subtask onto a task list becomes a task there. Anything else is refused,
 * and null means the drop changes nothing (back where it was).
 */
export function dropAction(
  dragged: MindNode,
  target: MindNode,
  parentOf: (node: MindNode) => MindNode | undefined,
  taskOf: (id: number) => Task | undefined,
): DropAction | null {
  if (dragged.id === target.id || dragged.parentId === target.id) return null;
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
  if (target.kind === 'task') return refuse('subtaskOntoTask');
  const parent = parentOf(dragged);
  if (!parent || !target.abilities.addChild) return refuse('notAllowed');
  return {
    type: 'subtaskToTask',
    checkId: dragged.entityId,
    parentTaskId: parent.entityId,
    tasklistId: target.entityId,
  };
}
