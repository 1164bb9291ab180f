import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Server state lives only here. Client errors (4xx) are not retried: they will not go away. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
