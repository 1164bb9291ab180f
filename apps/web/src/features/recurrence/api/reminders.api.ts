import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddReminderInput, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { refreshBoardTask } from '../../../lib/tasks/board-patch.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** Query keys of the viewer's own reminders, defined once. */
export const reminderKeys = {
  all: ['reminders'] as const,
  /** The viewer's reminders of one task. */
  task: (taskId: number) => ['reminders', 'task', taskId] as const,
  /** All the viewer's reminders, with their tasks. */
  mine: () => ['reminders', 'mine'] as const,
};

/** The viewer's reminders of a task; `enabled` false skips asking when they have none. */
export function useTaskReminders(taskId: number, enabled = true) {
  return useQuery({
    queryKey: reminderKeys.task(taskId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.reminders.list, { query: { tid: taskId } }, { signal })).reminders,
  });
}

export function useReminderTasks() {
  return useQuery({
    queryKey: reminderKeys.mine(),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.reminders.reminderTasks, {}, { signal })).items,
  });
}

/** After a reminder changed: the viewer's reminders, and the task's has_reminder. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (task: { id: number; projectId?: number }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskKeys.task(task.id) }),
      ...(task.projectId === undefined
        ? []
        : [refreshBoardTask(queryClient, task.projectId, task.id)]),
    ]);
}

export function useAddReminder(task: Task) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AddReminderInput) =>
      call(ROUTES.reminders.add, { query: { tid: task.id }, body }),
    onSuccess: () => refresh({ id: task.id, projectId: task.project.id }),
  });
}

/** Removes one of the viewer's reminders, from a task's detail or from the list of them all. */
export function useRemoveReminder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { uuid: string; projectId?: number }) =>
      call(ROUTES.reminders.remove, { query: { uuid: input.uuid } }),
    onSuccess: ({ task_id }, input) =>
      refresh({
        id: task_id,
        ...(input.projectId === undefined ? {} : { projectId: input.projectId }),
      }),
  });
}
