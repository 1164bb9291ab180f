import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskRelationInput, Task } from '@tandem/contract';
import { LIMITS, ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** Query keys of task relations, defined once. */
export const taskRelationKeys = {
  all: ['task-relations'] as const,
  list: (taskId: number) => ['task-relations', 'list', taskId] as const,
  candidates: (taskId: number, query: string) =>
    ['task-relations', 'candidates', taskId, query] as const,
};

export function useTaskRelations(taskId: number) {
  return useQuery({
    queryKey: taskRelationKeys.list(taskId),
    queryFn: ({ signal }) =>
      call(ROUTES.taskRelations.list, { query: { tid: taskId } }, { signal }),
  });
}

/** Tasks to relate to, found by name once the query is long enough to search. */
export function useRelationCandidates(taskId: number, query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: taskRelationKeys.candidates(taskId, q),
    enabled: q.length >= LIMITS.searchQueryMin,
    staleTime: 10_000,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.taskRelations.candidates, { query: { tid: taskId, q } }, { signal }))
        .tasks,
  });
}

/** Refreshes what a relation change shows: both tasks' relations and the other task itself. */
function useRelationsChanged() {
  const queryClient = useQueryClient();
  return (taskIds: number[]) =>
    Promise.all(
      taskIds.flatMap((id) => [
        queryClient.invalidateQueries({ queryKey: taskRelationKeys.list(id) }),
        queryClient.invalidateQueries({ queryKey: taskKeys.task(id) }),
      ]),
    );
}

export function useCreateRelation(task: Task) {
  const queryClient = useQueryClient();
  const changed = useRelationsChanged();
  return useMutation({
    mutationFn: (input: CreateTaskRelationInput) =>
      call(ROUTES.taskRelations.create, { query: { tid: task.id }, body: input }),
    onSuccess: async ({ task: saved, relation }) => {
      storeTask(queryClient, saved);
      await changed([task.id, relation.task.id]);
    },
  });
}

export function useDeleteRelation() {
  const queryClient = useQueryClient();
  const changed = useRelationsChanged();
  return useMutation({
    mutationFn: (uuid: string) => call(ROUTES.taskRelations.delete, { query: { uuid } }),
    onSuccess: async ({ tasks }) => {
      for (const saved of tasks) storeTask(queryClient, saved);
      await changed(tasks.map((t) => t.id));
    },
  });
}
