import type { RunningWork, WorkReport, WorkTask } from '@tandem/contract';

/** A task time goes to: "Write copy" (5) in Launch (1, EUR), list To do (2); fields override. */
export function workTaskFixture(fields: Partial<WorkTask> = {}): WorkTask {
  return {
    id: 5,
    name: 'Write copy',
    state: { id: 1, state: 'active' },
    project: { id: 1, name: 'Launch', currency: 'EUR' },
    tasklist: { id: 2, name: 'To do' },
    ...fields,
  };
}

/**
 * A report of Olga (7) on the task above: 90 minutes on 2 March 2026 at 10:00 UTC, costing
 * 30.00 EUR at 20.00 EUR an hour, which she may change; fields override.
 */
export function workReportFixture(fields: Partial<WorkReport> = {}): WorkReport {
  return {
    id: 41,
    minutes: 90,
    cost: { amount: '30.00', currency: 'EUR' },
    budget: null,
    note: 'Drafting',
    isBillable: true,
    dateReported: Date.UTC(2026, 2, 2, 10) / 1000,
    dateAdd: Date.UTC(2026, 2, 2, 11, 30) / 1000,
    task: workTaskFixture(),
    worker: { id: 7, fullname: 'Olga Owner' },
    projectSetting: null,
    hourRate: { amount: '20.00', currency: 'EUR', isFixed: false },
    isCostFixed: false,
    canEdit: true,
    labels: [],
    ...fields,
  };
}

/** Olga's timer on the task above, started at 2 March 2026 12:00 UTC; fields override. */
export function runningWorkFixture(fields: Partial<RunningWork> = {}): RunningWork {
  return {
    uuid: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    secondsElapsed: 0,
    dateReported: Date.UTC(2026, 2, 2, 12) / 1000,
    note: '',
    isBillable: true,
    cost: null,
    task: workTaskFixture(),
    labels: [],
    ...fields,
  };
}
