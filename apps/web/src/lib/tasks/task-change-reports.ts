import type { Mutation, QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { ApiError } from '../api-client.ts';
import { isTaskChange } from './task-changes.ts';
import type { TaskChanges } from './task-changes.ts';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** The name of the task a change is about, as the person saw it. */
function changedName(mutation: AnyMutation): string {
  const variables = mutation.state.variables as Partial<TaskChanges['update'] & { name: string }>;
  return variables.edit?.name ?? variables.task?.name ?? variables.name ?? '';
}

/** The message of a change the server refused, for the notification. */
export function refusalMessage(mutation: AnyMutation, error: Error): string {
  const name = changedName(mutation);
  if (
    error instanceof ApiError &&
    error.status === 409 &&
    mutation.options.mutationKey?.[1] === 'update'
  )
    return i18next.t('taskChanges.conflict', { name });
  return i18next.t('taskChanges.failed', { name, reason: error.message });
}

/**
 * Reports the task changes that waited for the connection and were then refused (a stale version,
 * a task gone, a right lost): the page that made them may be gone, so nobody else would. A change
 * made online is reported by the page that made it, as before.
 */
export function reportWaitedChanges(queryClient: QueryClient): () => void {
  const waited = new WeakSet<AnyMutation>();
  return queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation as AnyMutation | undefined;
    if (!mutation || !isTaskChange(mutation)) return;
    if (mutation.state.isPaused) waited.add(mutation);
    if (mutation.state.status !== 'error' || !waited.has(mutation)) return;
    waited.delete(mutation);
    notifications.show({
      color: 'red',
      autoClose: false,
      message: refusalMessage(mutation, mutation.state.error ?? new Error()),
    });
  });
}
