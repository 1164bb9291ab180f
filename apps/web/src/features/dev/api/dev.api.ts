import { useQuery } from '@tanstack/react-query';
import { systemEndpoints } from '@tandem/contract';
import { call } from '../../../lib/api-client.ts';

export const devKeys = { outbox: ['dev', 'outbox'] as const };

export function useOutbox() {
  return useQuery({
    queryKey: devKeys.outbox,
    queryFn: ({ signal }) => call(systemEndpoints.outbox, {}, { signal }),
    refetchInterval: 5_000,
  });
}
