import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarTask } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { calendarKeys, taskKeys } from '../../../lib/tasks/tasks.api.ts';
import { outOfOfficeKeys } from '../../../lib/out-of-office.ts';

/** The tasks of the days shown, in all active projects or one. */
export function useCalendarTasks(range: { from: string; to: string } | null, projectId?: number) {
  return useQuery({
    queryKey: calendarKeys.range(range?.from ?? '', range?.to ?? '', projectId ?? null),
    enabled: range !== null,
    queryFn: ({ signal }) =>
      call(
        ROUTES.calendar.tasks,
        {
          query: {
            date_from: range!.from,
            date_to: range!.to,
            ...(projectId === undefined ? {} : { pid: projectId }),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * The out-of-office periods meeting the days shown, of the people one works with or of one
 * project's members; read only while `shown`.
 */
export function useCalendarOutOfOffice(
  range: { from: string; to: string } | null,
  projectId: number | undefined,
  shown: boolean,
) {
  return useQuery({
    queryKey: outOfOfficeKeys.range(range?.from ?? '', range?.to ?? '', projectId ?? null),
    enabled: range !== null && shown,
    queryFn: ({ signal }) =>
      call(
        ROUTES.calendar.outOfOffice,
        {
          query: {
            date_from: range!.from,
            date_to: range!.to,
            ...(projectId === undefined ? {} : { pid: projectId }),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** New due dates of a task dragged or stretched on the calendar. */
export interface Reschedule {
  task: CalendarTask;
  due_date: string | null;
  due_date_end: string | null;
}

/**
 * Saves a task's new due dates; the calendar already shows them (it moved the event), and puts
 * the event back when the server refuses (a role may deny changing due dates).
 */
export function useRescheduleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, due_date, due_date_end }: Reschedule) =>
      call(ROUTES.tasks.update, {
        query: { tid: task.id },
        body: { version: task.version, due_date, due_date_end },
      }),
    onSettled: (_data, _error, { task }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.task(task.id) }),
        queryClient.invalidateQueries({ queryKey: taskKeys.tasks(task.project.id) }),
      ]),
  });
}
