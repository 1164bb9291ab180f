import { Suspense, lazy } from 'react';
import { useTimerRunning } from '../../features/time-tracking/api/timer-menu.api.ts';
import { useBodyClassWhile } from './body-class.ts';

const TopBarTimer = lazy(() =>
  import('../../features/time-tracking/components/top-bar-timer.tsx').then((m) => ({
    default: m.TopBarTimer,
  })),
);

/**
 * The running timer's place in the top bar, and the body's `is-tracking` class while it runs.
 * Every page asks only whether a timer runs; the timer's own code loads when one does.
 */
export function TopBarTimerSlot() {
  const running = useTimerRunning();
  useBodyClassWhile('is-tracking', running);
  return running ? (
    <Suspense fallback={null}>
      <TopBarTimer />
    </Suspense>
  ) : null;
}
