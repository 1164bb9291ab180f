import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { calendarKeys, taskKeys } from '../../../lib/tasks/tasks.api.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';

/** A task as the global add-task modal describes it. */
export interface NewTaskInput {
  projectId: number;
  tasklistId: number;
  name: string;
  workerId: number | null;
  dueDate: string | null;
}

/** The task added, and why its worker or due date were refused, if they were. */
export interface AddedTask {
  task: Task;
  detailsError: unknown;
}

/**
 * Adds a task from anywhere (the global add-task modal): created in its list, then given its
 * worker and due date when they were chosen. The project's board, if it is in the cache, gets the
 * task at once.
 */
export function useAddTaskAnywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewTaskInput): Promise<AddedTask> => {
      const { task } = await call(ROUTES.tasks.create, {
        query: { tlid: input.tasklistId },
        body: { name: input.name },
      });
      if (input.workerId === null && input.dueDate === null) return { task, detailsError: null };
      try {
        const { task: updated } = await call(ROUTES.tasks.update, {
          query: { tid: task.id },
          body: {
            version: task.version,
            ...(input.workerId === null ? {} : { workers_ids: [input.workerId] }),
            ...(input.dueDate === null ? {} : { due_date: input.dueDate }),
          },
        });
        return { task: updated, detailsError: null };
      } catch (error) {
        // The task exists: adding it again would make a second one.
        return { task, detailsError: error };
      }
    },
    onSuccess: ({ task }, input) => {
      storeTask(queryClient, task);
      queryClient.setQueryData<Task[]>(taskKeys.tasks(input.projectId), (list) =>
        list && !list.some((t) => t.id === task.id) ? [...list, task] : list,
      );
      void queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(input.projectId) });
      void queryClient.invalidateQueries({ queryKey: ['my-open-tasks'] });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
