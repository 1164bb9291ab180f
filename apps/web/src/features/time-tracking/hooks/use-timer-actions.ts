import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TimeTrackingMenu } from '../api/timer-menu.api.ts';
import { actionState } from '../api/time-tracking.api.ts';
import { timeTrackingKeys } from '../api/timer-menu.api.ts';
import type { StartFrom } from '../api/timer.api.ts';
import { stopInputOf, useStartTimer, useStopTimer } from '../api/timer.api.ts';
import { workErrorMessage } from '../utils/work-errors.ts';

/**
 * Starts and stops the timer, telling the user in a toast when the server refuses. Promises
 * rather than per-call callbacks: the button that started it may have left the screen by then.
 */
export function useTimerActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartTimer();
  const stop = useStopTimer();
  const fail = (conflict?: string) => (error: unknown) => {
    notifications.show({ color: 'red', message: workErrorMessage(error, t, conflict) });
  };
  return {
    start: (input: StartFrom) => void start.mutateAsync(input).catch(fail()),
    /** Stops the timer that runs now; does nothing while none runs or its start is unanswered. */
    stop: () => {
      const input = stopInputOf(
        queryClient.getQueryData<TimeTrackingMenu>(timeTrackingKeys.menu()),
      );
      if (input) void stop.mutateAsync(input).catch(fail('timeTracking.errors.notRunning'));
    },
    startState: actionState(start.status),
    stopState: actionState(stop.status),
    busy: start.isPending || stop.isPending,
  };
}
