import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** Stops notification e-mails for the person whose unsubscribe secret the link carries. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (hash: string) => call(ROUTES.notifications.unsubscribe, { query: { hash } }),
  });
}
