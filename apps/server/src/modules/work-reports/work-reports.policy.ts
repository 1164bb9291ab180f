import { PROJECT_STATE } from '@tandem/contract';
import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy, taskPolicy } from '../projects/index.ts';

/** Those who manage a project: its owner, its commanders, a business captain. */
const manages = (a: ProjectAccess) => a.isOwner || a.isCommander || a.isBusinessCaptain;
const sees = (a: ProjectAccess, tasklistId: number) =>
  projectPolicy.read(a) && taskPolicy.read(a, tasklistId);

/**
 * Who may do what with work reports. A worker sees and changes their own reports; those who
 * manage the project see and change every report in it. `viewerSeesWork` in the repository is the
 * same read rule as SQL, for lists and sums.
 */
export const workPolicy = {
  /** See a report of the given worker on a task of the given list. */
  read: (a: ProjectAccess, tasklistId: number, workerId: number, actorId: number) =>
    sees(a, tasklistId) && (workerId === actorId || manages(a)),
  /** Report time on a task (one's own, or a worker's when managing), in an active project. */
  report: (a: ProjectAccess, tasklistId: number, workerId: number, actorId: number) =>
    sees(a, tasklistId) &&
    a.stateId === PROJECT_STATE.active &&
    !a.isGuest &&
    (workerId === actorId || manages(a)),
  /**
   * Change or delete a report (its `canEdit`): as reporting it, unless an issued invoice bills
   * it (invoiced work stays as it was invoiced until the invoice is cancelled).
   */
  edit: (
    a: ProjectAccess,
    tasklistId: number,
    report: { workerId: number; invoiceId: number | null },
    actorId: number,
  ) => report.invoiceId === null && workPolicy.report(a, tasklistId, report.workerId, actorId),
  /**
   * `edit` for a report of a list, which the read rule already let through: from whether it is
   * the viewer's own, whether they manage its project, the project's state and the invoice.
   */
  editListed: (f: { own: boolean; manages: boolean; projectStateId: number; invoiced: boolean }) =>
    !f.invoiced && (f.own || f.manages) && f.projectStateId === PROJECT_STATE.active,
  /** See the hour rates and the project's spend beside its budget. */
  seeRates: (a: ProjectAccess) => projectPolicy.seeSpend(a),
  /** Enter a cost by hand on a report: those who manage, or a worker whose rate is not fixed. */
  fixCost: (a: ProjectAccess, rateIsFixed: boolean) => manages(a) || !rateIsFixed,
};
