import { useCallback, useMemo } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { Task, Taskcheck, Tasklist } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { refreshBoardTask } from '../../../lib/tasks/board-patch.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/**
 * The subtasks of the given tasks, under the keys the task detail uses, so live changes and the
 * task's own edits refresh them here too. Answers them by task id as they arrive.
 */
export function useMindmapChecks(taskIds: readonly number[]): Map<number, Taskcheck[]> {
  // Combined into one map, made again only when an answer changes.
  const combine = useCallback(
    (results: { data?: { taskchecks: Taskcheck[] } }[]) => {
      const map = new Map<number, Taskcheck[]>();
      results.forEach(({ data }, i) => {
        if (data) map.set(taskIds[i]!, data.taskchecks);
      });
      return map;
    },
    [taskIds],
  );
  return useQueries({
    queries: taskIds.map((taskId) => ({
      queryKey: taskKeys.taskchecks(taskId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(ROUTES.taskchecks.list, { query: { tid: taskId } }, { signal }),
    })),
    combine,
  });
}

/** The versioned entities a rename needs: the one on screen, or a fresher one in the cache. */
export interface RenameTarget {
  kind: 'tasklist' | 'task' | 'subtask';
  id: number;
  /** The task a subtask belongs to. */
  taskId?: number;
  name: string;
}

/** Right before one sibling, or right after one. */
export type Place = { before_id: number } | { after_id: number };

/**
 * The mind map's edits, each one call (two for a subtask dropped on another list) whose answer
 * goes into the cached lists the board shares. A refusal is thrown for the caller to show; the
 * caller then fetches the server's state with `refetch`.
 */
export function useMindmapActions(projectId: number) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshChecks = (taskId: number) =>
      queryClient.invalidateQueries({ queryKey: taskKeys.taskchecks(taskId) });
    const refreshLists = () =>
      queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(projectId) });
    const tasks = () => queryClient.getQueryData<Task[]>(taskKeys.tasks(projectId)) ?? [];
    const checksOf = (taskId: number) =>
      queryClient.getQueryData<{ taskchecks: Taskcheck[] }>(taskKeys.taskchecks(taskId))
        ?.taskchecks ?? [];

    return {
      async createTasklist(name: string): Promise<number> {
        const { tasklist } = await call(ROUTES.tasklists.create, {
          query: { pid: projectId },
          body: { name },
        });
        queryClient.setQueryData<Tasklist[]>(taskKeys.tasklists(projectId), (list = []) =>
          list.some((l) => l.id === tasklist.id) ? list : [...list, tasklist],
        );
        return tasklist.id;
      },
      async createTask(tasklistId: number, name: string): Promise<number> {
        const { task } = await call(ROUTES.tasks.create, {
          query: { tlid: tasklistId },
          body: { name },
        });
        storeTask(queryClient, task);
        void refreshLists();
        return task.id;
      },
      async createSubtask(taskId: number, name: string, afterId?: number): Promise<number> {
        const { taskcheck } = await call(ROUTES.taskchecks.create, {
          query: { tid: taskId },
          body: { name, ...(afterId === undefined ? {} : { after_id: afterId }) },
        });
        await refreshChecks(taskId);
        void refreshBoardTask(queryClient, projectId, taskId);
        return taskcheck.id;
      },
      async rename(target: RenameTarget): Promise<void> {
        if (target.kind === 'tasklist') {
          const lists = queryClient.getQueryData<Tasklist[]>(taskKeys.tasklists(projectId));
          const version = lists?.find((l) => l.id === target.id)?.version ?? 1;
          await call(ROUTES.tasklists.update, {
            query: { tlid: target.id },
            body: { name: target.name, version },
          });
          await refreshLists();
        } else if (target.kind === 'task') {
          const version = tasks().find((t) => t.id === target.id)?.version ?? 1;
          const { task } = await call(ROUTES.tasks.update, {
            query: { tid: target.id },
            body: { name: target.name, version },
          });
          storeTask(queryClient, task);
        } else {
          const taskId = target.taskId!;
          const version = checksOf(taskId).find((c) => c.id === target.id)?.version ?? 1;
          await call(ROUTES.taskchecks.update, {
            query: { id: target.id },
            body: { name: target.name, version },
          });
          await refreshChecks(taskId);
        }
      },
      async setSubtaskFinished(taskId: number, checkId: number, finished: boolean) {
        await call(finished ? ROUTES.taskchecks.finish : ROUTES.taskchecks.reopen, {
          query: { id: checkId },
        });
        await refreshChecks(taskId);
        void refreshBoardTask(queryClient, projectId, taskId);
      },
      async moveTask(taskId: number, tasklistId: number) {
        const { task } = await call(ROUTES.taskMove.move, {
          query: { tid: taskId },
          body: { tasklist_id: tasklistId },
        });
        storeTask(queryClient, task);
        await refreshLists();
      },
      async taskToSubtask(taskId: number, parentTaskId: number) {
        await call(ROUTES.taskchecks.convertTaskToTaskcheck, {
          query: { tid: taskId },
          body: { parent_task_id: parentTaskId },
        });
        queryClient.setQueryData<Task[]>(taskKeys.tasks(projectId), (list) =>
          list?.filter((t) => t.id !== taskId),
        );
        await Promise.all([refreshChecks(parentTaskId), refreshLists()]);
        void refreshBoardTask(queryClient, projectId, parentTaskId);
      },
      /** The subtask becomes a task of its task's list, then goes to the list it was dropped on. */
      async subtaskToTask(checkId: number, parentTaskId: number, tasklistId: number) {
        const { task } = await call(ROUTES.taskchecks.convertToTask, { query: { id: checkId } });
        storeTask(queryClient, task);
        await refreshChecks(parentTaskId);
        void refreshBoardTask(queryClient, projectId, parentTaskId);
        if (task.tasklist.id !== tasklistId) await this.moveTask(task.id, tasklistId);
        else await refreshLists();
      },
      /** The task becomes a task list at the end of the project, its subtasks the list's tasks. */
      async taskToTasklist(taskId: number): Promise<number> {
        const { tasklist } = await call(ROUTES.taskchecks.convertTaskToTasklist, {
          query: { tid: taskId },
        });
        queryClient.setQueryData<Task[]>(taskKeys.tasks(projectId), (list) =>
          list?.filter((t) => t.id !== taskId),
        );
        queryClient.setQueryData<Tasklist[]>(taskKeys.tasklists(projectId), (list = []) =>
          list.some((l) => l.id === tasklist.id) ? list : [...list, tasklist],
        );
        await this.refetch();
        return tasklist.id;
      },
      /** A task list or a task to the trash; a subtask deleted. */
      async remove(target: Omit<RenameTarget, 'name'>) {
        if (target.kind === 'tasklist') {
          await call(ROUTES.tasklists.delete, { query: { tlid: target.id } });
          queryClient.setQueryData<Tasklist[]>(taskKeys.tasklists(projectId), (list) =>
            list?.filter((l) => l.id !== target.id),
          );
          await this.refetch();
        } else if (target.kind === 'task') {
          await call(ROUTES.tasks.delete, { query: { tid: target.id } });
          queryClient.setQueryData<Task[]>(taskKeys.tasks(projectId), (list) =>
            list?.filter((t) => t.id !== target.id),
          );
          await refreshLists();
        } else {
          const taskId = target.taskId!;
          await call(ROUTES.taskchecks.delete, { query: { id: target.id } });
          await refreshChecks(taskId);
          void refreshBoardTask(queryClient, projectId, taskId);
        }
      },
      /** A task right before or after another task of its list. */
      async placeTask(taskId: number, tasklistId: number, place: Place) {
        const { task } = await call(ROUTES.taskMove.move, {
          query: { tid: taskId },
          body: { tasklist_id: tasklistId, ...place },
        });
        storeTask(queryClient, task);
      },
      /** A subtask right before or after another subtask of its task. */
      async placeSubtask(taskId: number, checkId: number, place: Place) {
        await call(ROUTES.taskchecks.reorder, { query: { id: checkId }, body: place });
        await refreshChecks(taskId);
      },
      /** A subtask to another task: at its end, or beside one of its subtasks. */
      async moveSubtask(checkId: number, fromTaskId: number, toTaskId: number, place?: Place) {
        await call(ROUTES.taskchecks.move, {
          query: { id: checkId },
          body: { task_id: toTaskId, ...place },
        });
        await Promise.all([refreshChecks(fromTaskId), refreshChecks(toTaskId)]);
        void refreshBoardTask(queryClient, projectId, fromTaskId);
        void refreshBoardTask(queryClient, projectId, toTaskId);
      },
      /** Reads everything again: the server's state after a refusal. */
      refetch: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: taskKeys.tasks(projectId) }),
          refreshLists(),
          queryClient.invalidateQueries({ queryKey: taskKeys.allTasks }),
        ]),
    };
  }, [queryClient, projectId]);
}

export type MindmapActions = ReturnType<typeof useMindmapActions>;
