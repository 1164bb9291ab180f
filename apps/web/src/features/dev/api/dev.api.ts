import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

export const devKeys = { outbox: ['dev', 'outbox'] as const };

export function useOutbox() {
  return useQuery({
    queryKey: devKeys.outbox,
    queryFn: ({ signal }) => call(ROUTES.system.outbox, {}, { signal }),
    refetchInterval: 5_000,
  });
}
