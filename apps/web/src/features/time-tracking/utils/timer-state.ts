import type { RunningWork } from '@tandem/contract';

/**
 * Where the viewer's timer stands: none ran yet (`idle`), one runs, or the last one was stopped
 * (or replaced by a new one) and saved.
 */
export type TimerPhase = 'idle' | 'running' | 'stopped';

export interface TimerState {
  phase: TimerPhase;
  /** The running report; null when no timer runs. */
  running: RunningWork | null;
  /** When `running.secondsElapsed` was true (ms): the timer counts on from this moment. */
  receivedAt: number;
}

export type TimerEvent =
  /** A timer started: from a new entry, a task or a report; the server saves the old one. */
  | { type: 'started'; running: RunningWork; at: number }
  /** The server refused the start: back to what ran before it. */
  | { type: 'start_failed'; before: TimerState }
  | { type: 'stopped' };

export interface TimerStep {
  state: TimerState;
  /** The timer this step ended, which the server saves as a report; null when none ended. */
  ended: { running: RunningWork; receivedAt: number } | null;
}

/**
 * The timer's state machine: idle → running → stopped, and running → running on a new start.
 * What the server tells when the menu is fetched is taken as it is (`phaseOnLoad`).
 */
export function stepTimer(state: TimerState, event: TimerEvent): TimerStep {
  const ended = state.running ? { running: state.running, receivedAt: state.receivedAt } : null;
  switch (event.type) {
    case 'started':
      return { state: { phase: 'running', running: event.running, receivedAt: event.at }, ended };
    case 'start_failed':
      // The started timer is dropped and stops ticking; one that ran before runs on.
      return {
        state: event.before.running
          ? { ...event.before, phase: 'running' }
          : { phase: 'stopped', running: null, receivedAt: event.before.receivedAt },
        ended: null,
      };
    case 'stopped':
      return { state: { phase: 'stopped', running: null, receivedAt: state.receivedAt }, ended };
  }
}
