import type { InfiniteData } from '@tanstack/react-query';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FilteredTasksPage, SavedTaskFilterInput, TaskFilter } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { useReorderSavedFilterList, useSavedFilterChange } from '../../../lib/saved-filters.ts';

const R = ROUTES.taskFilters;

/** The query keys of the task page and the saved task filters, defined once. */
export const taskFilterKeys = {
  tasks: (filter: TaskFilter, order: TaskOrder) => ['filtered-tasks', filter, order] as const,
  allTasks: ['filtered-tasks'] as const,
  values: () => ['task-filters', 'values'] as const,
  saved: () => ['task-filters', 'saved'] as const,
};

export interface TaskOrder {
  order_by: 'due_date' | 'date_add' | 'priority' | 'name' | 'project';
  order: 'asc' | 'desc';
}

/** The tasks one sees that match the filter, 50 a page; further pages load on demand. */
export function useFilteredTasks(filter: TaskFilter, order: TaskOrder) {
  return useInfiniteQuery({
    queryKey: taskFilterKeys.tasks(filter, order),
    queryFn: ({ pageParam, signal }) =>
      call(R.tasks, { query: { p: pageParam, ...order }, body: filter }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: FilteredTasksPage) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
export type FilteredPages = InfiniteData<FilteredTasksPage, number>;

/** What the filter can offer: projects, task lists, people and labels in sight. */
export function useTaskFilterValues() {
  return useQuery({
    queryKey: taskFilterKeys.values(),
    queryFn: ({ signal }) => call(R.filterValues, {}, { signal }),
  });
}

/** The person's saved task filters, in their order. */
export function useSavedTaskFilters() {
  return useQuery({
    queryKey: taskFilterKeys.saved(),
    queryFn: async ({ signal }) => (await call(R.savedFilters, {}, { signal })).filters,
  });
}

/** Saves a filter under a name. */
export function useCreateSavedTaskFilter() {
  return useSavedFilterChange(taskFilterKeys.saved(), (body: SavedTaskFilterInput) =>
    call(R.createCustomFilter, { body }),
  );
}

/** Renames a saved filter, or changes what it holds. */
export function useEditSavedTaskFilter() {
  return useSavedFilterChange(
    taskFilterKeys.saved(),
    ({ uuid, ...body }: SavedTaskFilterInput & { uuid: string }) =>
      call(R.editCustomFilter, { query: { uuid }, body }),
  );
}

/** Deletes a saved filter. */
export function useDeleteSavedTaskFilter() {
  return useSavedFilterChange(taskFilterKeys.saved(), (uuid: string) =>
    call(R.deleteCustomFilter, { query: { uuid } }),
  );
}

/** Puts the saved filters in a new order; the navigation shows it at once. */
export function useReorderSavedTaskFilters() {
  return useReorderSavedFilterList(taskFilterKeys.saved(), (order: string[]) =>
    call(R.reorderSavedFilters, { body: { order } }),
  );
}
