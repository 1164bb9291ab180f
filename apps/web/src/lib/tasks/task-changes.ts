import type { Mutation, MutationKey, QueryClient } from '@tanstack/react-query';
import type { Task, TaskUpdateInput } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { ApiError, call, isUnreachable } from '../api-client.ts';
import type { MoveTarget } from './board-move.api.ts';
import { storeTask } from './task-detail.api.ts';
import { recordConflict } from './task-conflicts.ts';
import { taskKeys } from './tasks.api.ts';

/** An edit of a task's fields (name, due dates, ...), without the version it is made at. */
export type TaskEdit = Omit<TaskUpdateInput, 'version'>;

/** Where a task is moved: a place in a list, with its project and name. */
export type TaskMoveTo = MoveTarget & { projectId: number; tasklistName: string };

/**
 * The changes to tasks that wait for the connection when it is gone. Each is plain data (kept in
 * the browser while offline and sent after a reload too), told apart by its mutation key.
 */
export interface TaskChanges {
  /** A new task; the global add-task dialog gives a worker and a due date too. */
  create: {
    tasklistId: number;
    projectId: number;
    name: string;
    workerId?: number | null;
    dueDate?: string | null;
  };
  /** `task` is the task as the editor saw it: its version is the one the edit is made at. */
  update: { task: Task; edit: TaskEdit };
  finish: { task: Task; finished: boolean };
  move: { task: Task; to: TaskMoveTo };
}
export type TaskChangeKind = keyof TaskChanges;

/** The prefix of every queued task change's mutation key. */
export const TASK_CHANGE = 'task-change';
/** Task changes run one after the other, in the order they were made, online or resumed. */
export const TASK_CHANGE_SCOPE = { id: 'task-changes' };

export const taskChangeKey = (kind: TaskChangeKind) => [TASK_CHANGE, kind] as const;

export const isTaskChange = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.options.mutationKey?.[0] === TASK_CHANGE;

/** The queries a change of a project's task edits optimistically (live updates wait for it). */
export const heldBy = (projectId: number, taskId?: number) => ({
  holds:
    taskId === undefined
      ? [taskKeys.tasks(projectId)]
      : [taskKeys.tasks(projectId), taskKeys.task(taskId)],
});

/**
 * The versions this tab's own changes moved tasks through (task id → from → to). A change queued
 * at version 3 after another of this tab's that took the task to 4 is sent at 4: only a change by
 * someone else in between is a conflict.
 */
const ownSteps = new Map<number, Map<number, number>>();

function stepTaken(taskId: number, from: number, to: number): void {
  const steps = ownSteps.get(taskId) ?? new Map<number, number>();
  steps.set(from, to);
  ownSteps.set(taskId, steps);
}

/** The version to send a change made at `version`, past this tab's own later changes. */
export function currentVersion(taskId: number, version: number): number {
  const steps = ownSteps.get(taskId);
  let at = version;
  for (let next = steps?.get(at); next !== undefined && next > at; next = steps?.get(at)) at = next;
  return at;
}

/** Forgets the versions seen (a signed-out tab, a test). */
export function forgetOwnSteps(): void {
  ownSteps.clear();
}

async function sendUpdate(queryClient: QueryClient, { task, edit }: TaskChanges['update']) {
  const version = currentVersion(task.id, task.version);
  try {
    const answer = await call(ROUTES.tasks.update, {
      query: { tid: task.id },
      body: { ...edit, version },
    });
    stepTaken(task.id, version, answer.task.version);
    return answer.task;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      await recordConflictFromServer(queryClient, task, edit);
    throw error;
  }
}

/** A stale version: the server's task is shown, and the edit kept beside it to choose from. */
async function recordConflictFromServer(queryClient: QueryClient, task: Task, edit: TaskEdit) {
  const { task: theirs } = await call(ROUTES.tasks.detail, { query: { tid: task.id } });
  storeTask(queryClient, theirs);
  // A task in the trash answers 409 too: there is nothing to choose, the failure is reported.
  if (theirs.date_deleted === null) recordConflict(theirs, edit);
}

/** The task a change left, and why a new task's worker or due date were refused, if they were. */
export interface ChangeAnswer {
  task: Task;
  detailsError: unknown;
}

/**
 * Creates the task, then gives it its worker and due date when they were chosen. Once it exists
 * a refused (or unsent) second step is answered, not thrown: trying the whole again would add a
 * second task.
 */
async function sendCreate(change: TaskChanges['create']): Promise<ChangeAnswer> {
  const { task } = await call(ROUTES.tasks.create, {
    query: { tlid: change.tasklistId },
    body: { name: change.name },
  });
  const workerId = change.workerId ?? null;
  const dueDate = change.dueDate ?? null;
  if (workerId === null && dueDate === null) return { task, detailsError: null };
  try {
    const { task: updated } = await call(ROUTES.tasks.update, {
      query: { tid: task.id },
      body: {
        version: task.version,
        ...(workerId === null ? {} : { workers_ids: [workerId] }),
        ...(dueDate === null ? {} : { due_date: dueDate }),
      },
    });
    stepTaken(task.id, task.version, updated.version);
    return { task: updated, detailsError: null };
  } catch (error) {
    return { task, detailsError: error };
  }
}

/** Sends one change of an existing task and answers the task as the server has it now. */
async function sendChange(
  queryClient: QueryClient,
  kind: Exclude<TaskChangeKind, 'create'>,
  change: TaskChanges[TaskChangeKind],
): Promise<Task> {
  switch (kind) {
    case 'update':
      return sendUpdate(queryClient, change as TaskChanges['update']);
    case 'finish': {
      const { task, finished } = change as TaskChanges['finish'];
      const route = finished ? ROUTES.tasks.finish : ROUTES.tasks.reopen;
      return (await call(route, { query: { tid: task.id } })).task;
    }
    case 'move': {
      const { task, to } = change as TaskChanges['move'];
      const body = {
        tasklist_id: to.tasklistId,
        ...(to.afterId === undefined ? {} : { after_id: to.afterId }),
        ...(to.beforeId === undefined ? {} : { before_id: to.beforeId }),
      };
      return (await call(ROUTES.taskMove.move, { query: { tid: task.id }, body })).task;
    }
  }
}

/** How often a change that found no server is tried again before it is reported as failed. */
const UNREACHABLE_RETRIES = 3;

/** Sends a change of the given kind and stores the answer wherever the task is shown. */
async function runChange(
  queryClient: QueryClient,
  kind: TaskChangeKind,
  variables: unknown,
): Promise<ChangeAnswer> {
  const answer =
    kind === 'create'
      ? await sendCreate(variables as TaskChanges['create'])
      : {
          task: await sendChange(queryClient, kind, variables as TaskChanges[typeof kind]),
          detailsError: null,
        };
  storeTask(queryClient, answer.task);
  void queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(answer.task.project.id) });
  return answer;
}

const sendingOptions = {
  scope: TASK_CHANGE_SCOPE,
  retry: (count: number, error: Error) => isUnreachable(error) && count < UNREACHABLE_RETRIES,
  retryDelay: (count: number) => Math.min(1000 * 2 ** count, 10_000),
};

/**
 * What a hook making a change of this kind declares: its key, its order among the others, and how
 * it is sent. A change that could not reach the server waits for the connection and is tried
 * again; one the server refuses fails (and is reported by whoever shows it).
 */
export function taskChangeOptions<K extends TaskChangeKind>(queryClient: QueryClient, kind: K) {
  return {
    ...sendingOptions,
    mutationKey: taskChangeKey(kind),
    mutationFn: (change: TaskChanges[K]) => runChange(queryClient, kind, change),
  };
}

/**
 * Registers how task changes are sent, so that changes kept while offline are sent after a reload
 * too, when the hooks that made them are gone: the answer is stored wherever the task is shown.
 */
export function registerTaskChanges(queryClient: QueryClient): void {
  queryClient.setMutationDefaults([TASK_CHANGE], {
    ...sendingOptions,
    mutationFn: (variables: unknown, { mutationKey }: { mutationKey?: MutationKey }) =>
      runChange(queryClient, mutationKey?.[1] as TaskChangeKind, variables),
  });
}
