import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@tandem/contract';
import { calendarKeys, taskKeys } from '../../../lib/tasks/tasks.api.ts';
import type { ChangeAnswer, TaskChanges } from '../../../lib/tasks/task-changes.ts';
import { taskChangeOptions } from '../../../lib/tasks/task-changes.ts';

/** A task as the global add-task modal describes it. */
export type NewTaskInput = Required<TaskChanges['create']>;

/** The task added, and why its worker or due date were refused, if they were. */
export type AddedTask = ChangeAnswer;

/**
 * Adds a task from anywhere (the global add-task modal): created in its list, then given its
 * worker and due date when they were chosen. Offline it waits for the connection in the queue of
 * task changes, like a task added on the board, and is shown in its list as waiting. The
 * project's board, if it is in the cache, gets the task when the server answers.
 */
export function useAddTaskAnywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    ...taskChangeOptions(queryClient, 'create'),
    onSuccess: ({ task }, input) => {
      queryClient.setQueryData<Task[]>(taskKeys.tasks(input.projectId), (list) =>
        list && !list.some((t) => t.id === task.id) ? [...list, task] : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['my-open-tasks'] });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
