import type { Mutation } from '@tanstack/react-query';
import { useMutationState } from '@tanstack/react-query';
import { TASK_CHANGE } from './task-changes.ts';
import type { TaskChanges } from './task-changes.ts';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** A task change waiting for the connection (a change being sent right now is not marked). */
const waiting = (mutation: AnyMutation) =>
  mutation.state.status === 'pending' && mutation.state.isPaused;

const changedTaskId = (mutation: AnyMutation) =>
  (mutation.state.variables as { task?: { id: number } } | undefined)?.task?.id;

/** How many task changes wait for the connection. */
export function useWaitingChangeCount(): number {
  return useMutationState({
    filters: { mutationKey: [TASK_CHANGE], predicate: waiting },
    select: () => true,
  }).length;
}

/** Whether a change of this task waits for the connection. */
export function useTaskChangeWaiting(taskId: number): boolean {
  return (
    useMutationState({
      filters: {
        mutationKey: [TASK_CHANGE],
        predicate: (mutation) => waiting(mutation) && changedTaskId(mutation) === taskId,
      },
      select: () => true,
    }).length > 0
  );
}

/** The names of the tasks added to a list that wait for the connection, in the order added. */
export function useWaitingCreates(tasklistId: number): string[] {
  return useMutationState({
    filters: {
      mutationKey: [TASK_CHANGE, 'create'],
      predicate: (mutation) =>
        waiting(mutation) &&
        (mutation.state.variables as TaskChanges['create']).tasklistId === tasklistId,
    },
    select: (mutation) => (mutation.state.variables as TaskChanges['create']).name,
  });
}
