import type { Currency, RunningWork, WorkLabel, WorkReport, WorkTask } from '@tandem/contract';
import { minorToAmount, stateName, TASK_STATE } from '@tandem/contract';
import { fullnameOf } from '../users/index.ts';
import type { ListedWorkReport, RunningWorkRow } from './work-reports.repo.ts';

/** Seconds since 1970, as the spec's time tracking sends moments. */
export const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export const money = (minor: number, currency: string) => ({
  amount: minorToAmount(minor),
  currency: currency as Currency,
});

export function presentWorkTask(row: {
  taskId: number;
  taskName: string;
  taskStateId: number;
  tasklistId: number;
  tasklistName: string;
  projectId: number;
  projectName: string;
  projectCurrency: string;
}): WorkTask {
  return {
    id: row.taskId,
    name: row.taskName,
    state: { id: row.taskStateId, state: stateName(TASK_STATE, row.taskStateId) },
    project: {
      id: row.projectId,
      name: row.projectName,
      currency: row.projectCurrency as Currency,
    },
    tasklist: { id: row.tasklistId, name: row.tasklistName },
  };
}

/** What the viewer may do and see of a report, decided by the policy before presenting. */
export interface ReportView {
  canEdit: boolean;
  seesRates: boolean;
}

export function presentWorkReport(row: ListedWorkReport, view: ReportView): WorkReport {
  const r = row.report;
  return {
    id: r.id,
    minutes: r.minutes,
    cost: money(r.costMinor, r.currency),
    budget:
      view.seesRates && row.budgetAmount !== null ? money(row.budgetAmount, r.currency) : null,
    note: r.note,
    isBillable: r.isBillable,
    dateReported: epochSeconds(r.dateReported),
    dateAdd: epochSeconds(r.dateAdd),
    task: presentWorkTask(row),
    worker: {
      id: r.workerId,
      fullname: fullnameOf({ fname: row.workerFname, lname: row.workerLname }),
    },
    projectSetting: view.seesRates
      ? {
          id: r.workerId,
          hour_rate: row.hourRate === null ? null : minorToAmount(row.hourRate),
          is_fixed: row.hourRateIsFixed ?? false,
        }
      : null,
    hourRate: view.seesRates
      ? {
          amount: r.hourRateMinor === null ? null : minorToAmount(r.hourRateMinor),
          currency: r.currency as Currency,
          isFixed: r.hourRateIsFixed,
        }
      : null,
    isCostFixed: r.isCostFixed,
    canEdit: view.canEdit,
    labels: row.labels,
  };
}

export function presentRunningWork(
  running: RunningWorkRow,
  task: Parameters<typeof presentWorkTask>[0] | null,
  now: Date,
  labels: WorkLabel[],
): RunningWork {
  const currency = task?.projectCurrency ?? 'EUR';
  return {
    uuid: running.uuid,
    secondsElapsed: Math.max(0, Math.floor((now.getTime() - running.dateStarted.getTime()) / 1000)),
    dateReported: epochSeconds(running.dateStarted),
    note: running.note,
    isBillable: running.isBillable,
    cost: running.costMinor === null ? null : money(running.costMinor, currency),
    task: task ? presentWorkTask(task) : null,
    labels,
  };
}
