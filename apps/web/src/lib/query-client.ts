import { MutationCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { toastUnexpectedNullish } from './global-errors.ts';
import { registerTaskChanges } from './tasks/task-changes.ts';

/** Server state lives only here. Client errors (4xx) are not retried: they will not go away. */
export function createQueryClient(): QueryClient {
  // The page may open offline (from the service worker's copy): no "offline" event comes then,
  // and queries would fail instead of waiting for the connection.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const queryClient = new QueryClient({
    // The catalogue's navigation and modal rules run in `call`; this one is about changes only.
    mutationCache: new MutationCache({ onError: toastUnexpectedNullish }),
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
  registerTaskChanges(queryClient);
  return queryClient;
}
