import type { Person, RunningWork, WorkReport, WorkTask } from '@tandem/contract';
import {
  elapsedMinutes,
  formatTrackedSeconds,
  minorToAmount,
  workCostMinor,
} from '@tandem/contract/browser';

/** The timer's seconds at `now` and how they read (h:mm:ss); null when they are not a time. */
export function timerReading(
  running: Pick<RunningWork, 'secondsElapsed'>,
  receivedAt: number,
  now: number,
): { seconds: number; label: string } | null {
  // A render may come before the first tick after a start: never count backwards from it.
  const seconds = running.secondsElapsed + Math.max(0, now - receivedAt) / 1000;
  const label = formatTrackedSeconds(seconds);
  return label === null ? null : { seconds, label };
}

/**
 * The moment a timer stops (seconds since 1970): its start plus the time it shows, so a clock
 * that differs from the server's does not change the minutes saved.
 */
export function stopMoment(running: RunningWork, receivedAt: number, now: number): number {
  const reading = timerReading(running, receivedAt, now);
  return reading === null
    ? Math.floor(now / 1000)
    : running.dateReported + Math.floor(reading.seconds);
}

const LOCAL_TIMER = 'local-';
let localCount = 0;

/** Whether the timer is the one shown while the server has not yet answered its start. */
export const isLocalTimer = (running: RunningWork) => running.uuid.startsWith(LOCAL_TIMER);

/** The timer shown at once when one starts, until the server answers with its own. */
export function localRunningWork(
  fields: { task: WorkTask | null; note?: string; isBillable?: boolean },
  now: number,
): RunningWork {
  localCount += 1;
  return {
    uuid: `${LOCAL_TIMER}${localCount}`,
    secondsElapsed: 0,
    dateReported: Math.floor(now / 1000),
    note: fields.note ?? '',
    isBillable: fields.isBillable ?? true,
    cost: null,
    task: fields.task,
    labels: [],
  };
}

/**
 * The report a stopped timer becomes, shown until the server answers with its own: its minutes
 * (rounded away from zero), the hand-entered cost or the hour rate's. Null for a timer without a
 * task, which cannot be saved.
 */
export function reportFromTimer(
  running: RunningWork,
  stoppedAt: number,
  options: { id: number; worker: Person; hourRateMinor: number | null },
): WorkReport | null {
  const task = running.task;
  if (!task) return null;
  const minutes = Math.max(0, elapsedMinutes(running.dateReported * 1000, stoppedAt * 1000));
  return {
    id: options.id,
    minutes,
    cost: running.cost ?? {
      amount: minorToAmount(workCostMinor(options.hourRateMinor, minutes)),
      currency: task.project.currency,
    },
    budget: null,
    note: running.note,
    isBillable: running.isBillable,
    dateReported: running.dateReported,
    dateAdd: stoppedAt,
    task,
    worker: options.worker,
    projectSetting: null,
    hourRate: null,
    isCostFixed: running.cost !== null,
    canEdit: true,
    labels: running.labels,
  };
}
