import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  WorkReportFilter,
  WorkReportFilterValues,
  WorkReportGrouping,
  WorkReportTaskGrouping,
  WorkReportTasksBy,
} from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

const R = ROUTES.workReportSums;

/** Query keys of the reports, defined once; every one starts with `reportKeys.all`. */
export const reportKeys = {
  all: ['reports'] as const,
  values: (source: ValuesSource) => ['reports', 'values', source] as const,
  sums: (grouping: WorkReportGrouping, conds: WorkReportFilter) =>
    ['reports', 'sums', grouping, conds] as const,
  tasks: (grouping: WorkReportTaskGrouping, conds: WorkReportFilter) =>
    ['reports', 'tasks', grouping, conds] as const,
  savedFilters: () => ['reports', 'saved-filters'] as const,
};

/** Where the filter's choices come from: the viewer's reports, or all of the overview. */
export type ValuesSource = 'reports' | 'overview';

/** The call that sums reports in each grouping. */
const SUMS_ROUTES = {
  projects: R.sumsByProjects,
  tasklists: R.sumsByTasklists,
  tasks: R.sumsByTasks,
  users: R.sumsByUsers,
  day: R.sumsByDay,
  week: R.sumsByWeek,
  month: R.sumsByMonth,
} as const satisfies Record<WorkReportGrouping, unknown>;

const TASKS_ROUTES = {
  projects: R.tasksByProjects,
  tasklists: R.tasksByTasklists,
  users: R.tasksByUsers,
} as const satisfies Record<WorkReportTaskGrouping, unknown>;

/** Whether a grouping's groups can list their tasks. */
export function hasTasks(grouping: WorkReportGrouping): grouping is WorkReportTaskGrouping {
  return grouping in TASKS_ROUTES;
}

/** What the filter offers: currencies, projects, people, labels and project tags. */
export function useFilterValues(source: ValuesSource) {
  return useQuery({
    queryKey: reportKeys.values(source),
    queryFn: ({ signal }): Promise<WorkReportFilterValues> =>
      call(source === 'overview' ? R.overviewFilterValues : R.filterValues, {}, { signal }),
    staleTime: 60_000,
  });
}

/** The sums of the filtered reports in a grouping; the last answer stays while the next loads. */
export function useReportSums(
  grouping: WorkReportGrouping,
  conds: WorkReportFilter,
  enabled = true,
) {
  return useQuery({
    queryKey: reportKeys.sums(grouping, conds),
    enabled,
    queryFn: ({ signal }) =>
      call<(typeof SUMS_ROUTES)[WorkReportGrouping]>(
        SUMS_ROUTES[grouping],
        { body: { conds } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Each group's tasks with their sums, asked when a group is first opened. */
export function useGroupTasks(
  grouping: WorkReportTaskGrouping,
  conds: WorkReportFilter,
  enabled: boolean,
) {
  return useQuery({
    queryKey: reportKeys.tasks(grouping, conds),
    enabled,
    queryFn: ({ signal }) =>
      call(TASKS_ROUTES[grouping], { body: { conds } }, { signal }) as Promise<WorkReportTasksBy>,
  });
}

/** The address of the filtered reports as a CSV file, in a language's separators and words. */
export function csvHref(conds: WorkReportFilter, locale: string): string {
  const query = new URLSearchParams({ conds: JSON.stringify(conds), locale });
  return `${R.downloadCsv.path}?${query.toString()}`;
}
