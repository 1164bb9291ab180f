import type { QueryKey } from '@tanstack/react-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimelineData, TimelineFilter, TimelineTask } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { calendarKeys, taskKeys } from '../../../lib/tasks/tasks.api.ts';
import type { Dates } from '../utils/timeline-bars.ts';

/**
 * The timeline's query keys. They sit under the calendar's prefix: whatever changes a task's
 * place in time (and so refreshes the calendar) refreshes the timeline too.
 */
export const timelineKeys = {
  all: [...calendarKeys.all, 'timeline'] as const,
  project: (projectId: number) => [...calendarKeys.all, 'timeline', 'project', projectId] as const,
  global: (filter: TimelineFilter) => [...calendarKeys.all, 'timeline', 'global', filter] as const,
  projects: () => ['timeline-projects'] as const,
};

/** A project's whole timeline (also what the project page's loader asks for ahead). */
export const projectTimelineQuery = (projectId: number) => ({
  queryKey: timelineKeys.project(projectId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(ROUTES.timeline.project, { query: { pid: projectId } }, { signal }),
});

/** A project's whole timeline. */
export function useProjectTimeline(projectId: number) {
  return useQuery(projectTimelineQuery(projectId));
}

/** The global timeline for a range, narrowed to projects and people when the filter names them. */
export function useGlobalTimeline(filter: TimelineFilter) {
  const narrowed = (filter.projects_ids?.length ?? 0) > 0 || (filter.workers_ids?.length ?? 0) > 0;
  return useQuery({
    queryKey: timelineKeys.global(filter),
    queryFn: ({ signal }) =>
      narrowed
        ? call(ROUTES.timeline.globalFiltered, { body: filter }, { signal })
        : call(
            ROUTES.timeline.global,
            { query: { date_from: filter.date_from, date_to: filter.date_to } },
            { signal },
          ),
    placeholderData: keepPreviousData,
  });
}

/** The projects the global timeline may show, for its filter. */
export function useTimelineProjects() {
  return useQuery({
    queryKey: timelineKeys.projects(),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.timeline.globalProjects, {}, { signal })).projects,
  });
}

/** New dates for one or more tasks (a bar dragged, and the tasks it pushes). */
export type Reschedule = Array<{ task: TimelineTask; dates: Dates }>;

const withDates = (data: TimelineData, changes: Reschedule): TimelineData => {
  const byId = new Map(changes.map((c) => [c.task.id, c.dates]));
  return {
    ...data,
    tasks: data.tasks.map((task) => {
      const dates = byId.get(task.id);
      return dates ? { ...task, ...dates } : task;
    }),
  };
};

/**
 * Saves new dates: the bars move at once, each task is saved with the version it was read at,
 * and the timeline is put back if the server refuses any (a role may deny changing due dates).
 */
export function useRescheduleTimeline(key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: async (changes: Reschedule) => {
      for (const { task, dates } of changes)
        await call(ROUTES.tasks.update, {
          query: { tid: task.id },
          body: { version: task.version, ...dates },
        });
    },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TimelineData>(key);
      if (previous) queryClient.setQueryData(key, withDates(previous, changes));
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_data, _error, changes) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        ...changes.map(({ task }) =>
          queryClient.invalidateQueries({ queryKey: taskKeys.task(task.id) }),
        ),
        ...[...new Set(changes.map(({ task }) => task.project_id))].map((id) =>
          queryClient.invalidateQueries({ queryKey: taskKeys.tasks(id) }),
        ),
      ]),
  });
}

/** A new dependency: the blocking task must be done before the blocked one. */
export function useAddDependency(key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: ({ blocking, blocked }: { blocking: number; blocked: number }) =>
      call(ROUTES.taskRelations.create, {
        query: { tid: blocking },
        body: { kind: 'blocks', target_task_id: blocked },
      }),
    onMutate: async ({ blocking, blocked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TimelineData>(key);
      if (previous)
        queryClient.setQueryData<TimelineData>(key, {
          ...previous,
          dependencies: [
            ...previous.dependencies,
            {
              uuid: `new-${blocking}-${blocked}`,
              blocking_task_id: blocking,
              blocked_task_id: blocked,
            },
          ],
        });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** Removes a dependency. */
export function useRemoveDependency(key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: (uuid: string) => call(ROUTES.taskRelations.delete, { query: { uuid } }),
    onMutate: async (uuid) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TimelineData>(key);
      if (previous)
        queryClient.setQueryData<TimelineData>(key, {
          ...previous,
          dependencies: previous.dependencies.filter((d) => d.uuid !== uuid),
        });
      return { previous };
    },
    onError: (_error, _uuid, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
