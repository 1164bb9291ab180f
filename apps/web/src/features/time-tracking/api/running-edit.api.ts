import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointOf, WorkLabel, WorkTask } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import type { TimeTrackingMenu } from './timer-menu.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';

const menuKey = timeTrackingKeys.menu();

type EditRunningBody = EndpointInput<EndpointOf<typeof ROUTES.workReports.editRunning>>['body'];

/**
 * Changes the running timer (its task, note, labels, billability, cost or start): shown at once, put
 * back if the server refuses. `task` is the chosen task as shown until the answer.
 */
export function useEditRunningTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: menuKey,
    mutationFn: ({
      change,
    }: {
      change: EditRunningBody;
      task?: WorkTask | null;
      /** The labels as shown until the answer, when they change. */
      labels?: WorkLabel[];
    }) => call(ROUTES.workReports.editRunning, { body: change }),
    onMutate: ({ change, task, labels }) => {
      void queryClient.cancelQueries({ queryKey: menuKey }, { revert: false });
      const previous = queryClient.getQueryData<TimeTrackingMenu>(menuKey);
      const running = previous?.work_running;
      if (previous && running)
        queryClient.setQueryData<TimeTrackingMenu>(menuKey, {
          ...previous,
          work_running: {
            ...running,
            ...(change.note === undefined ? {} : { note: change.note }),
            ...(change.isBillable === undefined ? {} : { isBillable: change.isBillable }),
            ...(task === undefined ? {} : { task }),
            ...(labels === undefined ? {} : { labels }),
          },
        });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(menuKey, context.previous);
    },
    onSuccess: ({ workRunning }) =>
      queryClient.setQueryData<TimeTrackingMenu>(
        menuKey,
        (menu) => menu && { ...menu, work_running: workRunning, receivedAt: Date.now() },
      ),
  });
}
