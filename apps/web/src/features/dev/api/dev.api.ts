import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJob } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

export const devKeys = {
  outbox: ['dev', 'outbox'] as const,
  failedJobs: ['dev', 'failed-jobs'] as const,
};

export function useOutbox() {
  return useQuery({
    queryKey: devKeys.outbox,
    queryFn: ({ signal }) => call(ROUTES.system.outbox, {}, { signal }),
    refetchInterval: 5_000,
  });
}

/** The jobs that failed for good (the operators of the instance only). */
export function useFailedJobs() {
  return useQuery({
    queryKey: devKeys.failedJobs,
    queryFn: async ({ signal }) => (await call(ROUTES.system.failedJobs, {}, { signal })).jobs,
    refetchInterval: 10_000,
  });
}

/** Puts a failed job back in its queue: it leaves the list at once, and comes back if refused. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(ROUTES.system.retryJob, { query: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: devKeys.failedJobs });
      const before = queryClient.getQueryData<FailedJob[]>(devKeys.failedJobs);
      queryClient.setQueryData<FailedJob[]>(devKeys.failedJobs, (jobs) =>
        jobs?.filter((job) => job.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(devKeys.failedJobs, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: devKeys.failedJobs }),
  });
}
