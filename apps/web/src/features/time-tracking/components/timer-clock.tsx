import { Text } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import type { RunningWork } from '@tandem/contract';
import { useTimerReading } from '../hooks/use-timer-reading.ts';

/**
 * The running timer's time as h:mm:ss, ticking each second. Its own component, so that the tick
 * redraws these few characters only.
 */
export function TimerClock({
  running,
  receivedAt,
  ...props
}: { running: RunningWork; receivedAt: number } & TextProps) {
  const reading = useTimerReading(running, receivedAt);
  return (
    <Text
      span
      role="timer"
      ff="monospace"
      style={{ fontVariantNumeric: 'tabular-nums' }}
      data-testid="timer-clock"
      {...props}
    >
      {reading?.label ?? '–:––:––'}
    </Text>
  );
}
