import { useEffect, useState } from 'react';
import type { RunningWork } from '@tandem/contract';
import { timerReading } from '../utils/timer-model.ts';

const TICK_MS = 1000;

/**
 * The running timer's time, ticking each second from what the server last said (its seconds at
 * `receivedAt`). It stops ticking when the time is not a valid one; null then, and with no timer.
 */
export function useTimerReading(running: RunningWork | null, receivedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  const reading = running ? timerReading(running, receivedAt, now) : null;
  const ticking = reading !== null;
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [ticking, running, receivedAt]);
  return reading;
}
