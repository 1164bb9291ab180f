import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type {
  createWorkBodySchema,
  editWorkBodySchema,
  ProjectSpend,
  WorkLabel,
  WorkReport,
  workReportCondsSchema,
  WorkSums,
} from '@tandem/contract';
import {
  amountToMinor,
  LIMITS,
  minorToAmount,
  PROJECT_STATE,
  WORK_MESSAGES,
  workCostMinor,
} from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { addDays } from '../../lib/calendar-dates.ts';
import { instantAt } from '../../lib/zoned-time.ts';
import type { ProjectAccess, ProjectRow } from '../projects/index.ts';
import {
  accessFromRow,
  budgetPeriod,
  budgetSince,
  loadProjectAccess,
  visibleTasklistIds,
} from '../projects/index.ts';
import { findUserById } from '../users/index.ts';
import { listAvailableLabels } from '../labels/index.ts';
import { workPolicy } from './work-reports.policy.ts';
import { money, presentWorkReport } from './work-reports.presenter.ts';
import type {
  FoundWorkReport,
  ListedWorkReport,
  TaskForWork,
  WorkFilter,
  WorkReportRow,
} from './work-reports.repo.ts';
import {
  findMemberForWork,
  findTaskForWork,
  findWorkReport,
  insertWorkReport,
  listLatestReportsOf,
  listReports,
  listReportsOfTask,
  projectSpend,
  projectsManagedBy,
  statementKeyTaken,
  sumReports,
  setReportLabels,
  updateWorkReport,
} from './work-reports.repo.ts';

type CreateBody = z.output<typeof createWorkBodySchema>;
type EditBody = z.output<typeof editWorkBodySchema>;
type Conds = z.output<typeof workReportCondsSchema>;

export type WorkDeps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

const LATEST_REPORTS = 20;
const PAGE_SIZE = 100;
export const REPORT_STALE =
  'Someone else changed this work report in the meantime. Reload and try again.';

/** The same work at the same minute: worker, task, minute, minutes and note. */
export function statementKey(
  workerId: number,
  taskId: number,
  dateReported: Date,
  minutes: number,
  note: string,
): string {
  const minute = Math.floor(dateReported.getTime() / 60_000);
  const noteHash = createHash('sha1').update(note).digest('hex').slice(0, 16);
  return `${workerId}:${taskId}:${minute}:${minutes}:${noteHash}`;
}

/** A task the actor sees, with its access; 404 as a missing one otherwise. */
export async function loadTaskForWork(deps: Pick<WorkDeps, 'db'>, actorId: number, taskId: number) {
  const row = await findTaskForWork(deps.db, taskId, actorId);
  if (!row) throw notFound('The task');
  const access = accessFromRow(row.project, row, actorId);
  if (!workPolicy.read(access, row.tasklistId, actorId, actorId)) throw notFound('The task');
  return { row, access };
}

/** Why the actor may not report time here: an invoice, the project's state, or someone else's work. */
function refuseReport(access: ProjectAccess, report?: { invoiceId: number | null }): never {
  if (report && report.invoiceId !== null) throw forbidden(WORK_MESSAGES.invoiced);
  if (access.stateId !== PROJECT_STATE.active) throw forbidden(WORK_MESSAGES.projectClosed);
  throw forbidden('You can report only your own work in this project.');
}

/** The hour rate of the worker, and whether the worker may have work reported on the task. */
async function workerOnTask(
  deps: Pick<WorkDeps, 'db'>,
  t: { row: TaskForWork; access: ProjectAccess },
  workerId: number,
  actorId: number,
) {
  if (workerId === actorId) {
    const membership = t.row.membership;
    return {
      fname: '',
      lname: '',
      hourRate: membership?.hourRate ?? null,
      hourRateIsFixed: membership?.hourRateIsFixed ?? false,
      self: true,
    };
  }
  const member = await findMemberForWork(deps.db, t.row.projectId, workerId, t.row.tasklistId);
  if (!member || !member.seesTasklist)
    throw validationFailed({ worker: [WORK_MESSAGES.workerNotMember] });
  return { ...member.fullname, ...member, self: false };
}

/** What the viewer may do and see of a report in a project they have access to. */
export function viewOf(
  access: ProjectAccess,
  tasklistId: number,
  report: { workerId: number; invoiceId: number | null },
  actorId: number,
) {
  return {
    canEdit: workPolicy.edit(access, tasklistId, report, actorId),
    seesRates: workPolicy.seeRates(access),
  };
}

/** A report row as the list reads it, from what a write knows. */
export function listedRow(
  report: WorkReportRow,
  task: TaskForWork | FoundWorkReport,
  worker: { fname: string; lname: string },
  rate: { hourRate: number | null; hourRateIsFixed: boolean },
  project: ProjectRow,
  labels: WorkLabel[],
): ListedWorkReport {
  return {
    report,
    labels,
    workerFname: worker.fname,
    workerLname: worker.lname,
    taskId: task.taskId,
    taskName: task.taskName,
    taskStateId: task.taskStateId,
    taskDeleted: task.taskDeleted,
    tasklistId: task.tasklistId,
    tasklistName: task.tasklistName,
    projectId: task.projectId,
    projectName: task.projectName,
    projectCurrency: task.projectCurrency,
    hourRate: rate.hourRate,
    hourRateIsFixed: rate.hourRateIsFixed,
    projectOwnerId: project.ownerId,
    projectStateId: project.stateId,
    budgetAmount: project.budgetAmount,
  };
}

/**
 * The labels given by uuid for work on a task of a project (null for a timer without a task):
 * each must be one the actor may use there, their own or one on the project's tasks they see;
 * without a project, their own. Undefined when none were given (the labels stay as they are).
 */
export async function chosenLabels(
  deps: Pick<WorkDeps, 'db'>,
  actorId: number,
  at: { row: { projectId: number }; access: ProjectAccess } | null,
  uuids: readonly string[] | undefined,
): Promise<{ ids: number[]; labels: WorkLabel[] } | undefined> {
  if (uuids === undefined) return undefined;
  if (uuids.length === 0) return { ids: [], labels: [] };
  const available = await listAvailableLabels(deps.db, {
    viewerId: actorId,
    projectId: at?.row.projectId ?? 0,
    visibleTasklistIds: at ? visibleTasklistIds(at.access) : [],
  });
  const byUuid = new Map(available.map((l) => [l.uuid, l] as const));
  const chosen = uuids.map((uuid) => byUuid.get(uuid));
  if (chosen.some((l) => l === undefined))
    throw validationFailed({ labels: [WORK_MESSAGES.labelUnavailable] });
  const rows = chosen as NonNullable<(typeof chosen)[number]>[];
  return {
    ids: rows.map((l) => l.id),
    labels: rows.map((l) => ({ uuid: l.uuid, name: l.name, color: l.color })),
  };
}

/** Labels as a report shows them: by name. */
export const labelsByName = (labels: WorkLabel[]) =>
  [...labels].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

/** A day (yyyy-MM-dd) in the person's time zone, as the moment it starts. */
const dayStart = (day: string, timeZone: string) => instantAt(day, '00:00:00', timeZone);

export function createWorkReportsService(deps: WorkDeps) {
  const timeZoneOf = async (userId: number) =>
    (await findUserById(deps.db, userId))?.timezone ?? 'UTC';

  async function spendOf(
    access: ProjectAccess,
    project: ProjectRow,
    asked: boolean,
    since?: Date | null,
  ): Promise<ProjectSpend | null | undefined> {
    if (!asked) return undefined;
    if (!workPolicy.seeRates(access)) return null;
    // A recurring budget counts the work of its current period only.
    const from = since === undefined ? await budgetSince(deps, project) : since;
    const spent = await projectSpend(deps.db, project.id, from);
    return {
      project_id: project.id,
      budget:
        project.budgetAmount === null && project.budgetMinutes === null
          ? null
          : {
              amount: project.budgetAmount === null ? null : minorToAmount(project.budgetAmount),
              currency: project.currency as ProjectSpend['real_cost']['currency'],
              isRecurrent: project.budgetIsRecurrent,
              minutesBudget: project.budgetMinutes,
              nextResetDate: project.budgetNextResetDate,
              nullAfterMonthsCount: project.budgetNullAfterMonthsCount,
              nullInDayOfMonth: project.budgetNullInDayOfMonth,
            },
      real_cost: money(spent.cost, project.currency),
      real_minutes_spent: spent.minutes,
    };
  }

  /** Inserts a report, or answers 409 when the same work at the same minute is saved already. */
  async function insertOnce(uow: UnitOfWork, row: Parameters<typeof insertWorkReport>[1]) {
    const created = await insertWorkReport(uow.tx, row);
    if (!created) throw conflict(WORK_MESSAGES.duplicate);
    return created;
  }

  /** Presents reports for the viewer, with what they may do with each. */
  async function presentAll(actor: UserActor, rows: ListedWorkReport[]): Promise<WorkReport[]> {
    const managed = await projectsManagedBy(deps.db, actor.id, [
      ...new Set(rows.map((r) => r.projectId)),
    ]);
    return rows.map((row) => {
      const manages = managed.has(row.projectId);
      const own = row.report.workerId === actor.id;
      return presentWorkReport(row, {
        // Listed reports are seen: the repository applied the read rule.
        canEdit: workPolicy.editListed({
          own,
          manages,
          projectStateId: row.projectStateId,
          invoiced: row.report.invoiceId !== null,
        }),
        seesRates: manages,
      });
    });
  }

  return {
    async create(
      actor: UserActor,
      body: CreateBody,
      getBudget: boolean,
      mutationId: string | null,
    ) {
      const t = await loadTaskForWork(deps, actor.id, body.task.id);
      const workerId = body.worker?.id ?? actor.id;
      if (!workPolicy.report(t.access, t.row.tasklistId, workerId, actor.id))
        refuseReport(t.access);
      if (t.row.taskDeleted) throw conflict(WORK_MESSAGES.taskInTrash);
      const worker = await workerOnTask(deps, t, workerId, actor.id);
      let costMinor: number;
      let isCostFixed = false;
      if (body.cost) {
        if (!workPolicy.fixCost(t.access, worker.hourRateIsFixed))
          throw forbidden('The hour rate is fixed in this project: the cost comes from it.');
        costMinor = amountToMinor(body.cost.amount);
        isCostFixed = true;
      } else costMinor = workCostMinor(worker.hourRate, body.minutes);
      if (costMinor > LIMITS.workCostMax * 100)
        throw validationFailed({ cost: [`The cost can be at most ${LIMITS.workCostMax}.`] });
      const chosen = await chosenLabels(deps, actor.id, t, body.labels);
      const dateReported = new Date(body.dateReported * 1000);
      const now = deps.clock.now();
      const created = await deps.transact(async (uow) => {
        const report = await insertOnce(uow, {
          projectId: t.row.projectId,
          taskId: t.row.taskId,
          workerId,
          authorId: actor.id,
          minutes: body.minutes,
          costMinor,
          currency: t.row.projectCurrency,
          hourRateMinor: worker.hourRate,
          hourRateIsFixed: worker.hourRateIsFixed,
          isCostFixed,
          isBillable: body.isBillable,
          note: body.note,
          dateReported,
          dateAdd: now,
          statementKey: statementKey(workerId, t.row.taskId, dateReported, body.minutes, body.note),
        });
        if (chosen && chosen.ids.length > 0) await setReportLabels(uow.tx, report.id, chosen.ids);
        await deps.recordEvent(uow, {
          type: 'work.reported',
          actorId: actor.id,
          whoId: workerId === actor.id ? null : workerId,
          projectId: t.row.projectId,
          tasklistId: t.row.tasklistId,
          taskId: t.row.taskId,
          mutationId,
        });
        return report;
      });
      // The actor's own name is whole in `fullname`; the presenter joins first and last names.
      const name = worker.self
        ? { fname: actor.fullname, lname: '' }
        : { fname: worker.fname, lname: worker.lname };
      return {
        work: presentWorkReport(
          listedRow(
            created,
            t.row,
            name,
            worker,
            t.row.project,
            labelsByName(chosen?.labels ?? []),
          ),
          viewOf(t.access, t.row.tasklistId, created, actor.id),
        ),
        budget: await spendOf(t.access, t.row.project, getBudget),
      };
    },

    async edit(
      actor: UserActor,
      id: number,
      body: EditBody,
      getBudget: boolean,
      mutationId: string | null,
    ) {
      const found = await loadReport(actor, id);
      const { report } = found.row;
      if (!workPolicy.edit(found.access, found.row.tasklistId, report, actor.id))
        refuseReport(found.access, report);
      // Another task: the actor must be able to report the worker's time there too.
      let target: { row: TaskForWork | FoundWorkReport; access: ProjectAccess } = found;
      let rate = { hourRate: report.hourRateMinor, hourRateIsFixed: report.hourRateIsFixed };
      if (body.task && body.task.id !== report.taskId) {
        const t = await loadTaskForWork(deps, actor.id, body.task.id);
        if (!workPolicy.report(t.access, t.row.tasklistId, report.workerId, actor.id))
          refuseReport(t.access);
        if (t.row.taskDeleted) throw conflict(WORK_MESSAGES.taskInTrash);
        if (t.row.projectId !== report.projectId) {
          const w = await workerOnTask(deps, t, report.workerId, actor.id);
          rate = { hourRate: w.hourRate, hourRateIsFixed: w.hourRateIsFixed };
        }
        target = t;
      }
      const minutes = body.minutes ?? report.minutes;
      const note = body.note ?? report.note;
      const dateReported =
        body.dateReported === undefined ? report.dateReported : new Date(body.dateReported * 1000);
      let costMinor = report.costMinor;
      let isCostFixed = report.isCostFixed;
      if (body.cost) {
        if (!workPolicy.fixCost(target.access, rate.hourRateIsFixed))
          throw forbidden('The hour rate is fixed in this project: the cost comes from it.');
        costMinor = amountToMinor(body.cost.amount);
        isCostFixed = true;
      } else if (body.cost === null) isCostFixed = false;
      if (!isCostFixed) costMinor = workCostMinor(rate.hourRate, minutes);
      const chosen = await chosenLabels(deps, actor.id, target, body.labels);
      const key = statementKey(report.workerId, target.row.taskId, dateReported, minutes, note);
      if (key !== report.statementKey && (await statementKeyTaken(deps.db, key, report.id)))
        throw conflict(WORK_MESSAGES.duplicate);
      const updated = await deps.transact(async (uow) => {
        const row = await updateWorkReport(uow.tx, report.id, report.version, {
          taskId: target.row.taskId,
          projectId: target.row.projectId,
          minutes,
          note,
          dateReported,
          costMinor,
          isCostFixed,
          currency: target.row.projectCurrency,
          hourRateMinor: rate.hourRate,
          hourRateIsFixed: rate.hourRateIsFixed,
          isBillable: body.isBillable ?? report.isBillable,
          statementKey: key,
        });
        if (!row) throw conflict(REPORT_STALE);
        if (chosen) await setReportLabels(uow.tx, report.id, chosen.ids);
        await deps.recordEvent(uow, {
          type: 'work.updated',
          actorId: actor.id,
          whoId: report.workerId === actor.id ? null : report.workerId,
          projectId: target.row.projectId,
          tasklistId: target.row.tasklistId,
          taskId: target.row.taskId,
          mutationId,
        });
        return row;
      });
      return {
        work: presentWorkReport(
          listedRow(
            updated,
            target.row,
            { fname: found.row.workerFname, lname: found.row.workerLname },
            rate,
            target.row.project,
            chosen ? labelsByName(chosen.labels) : found.row.labels,
          ),
          viewOf(target.access, target.row.tasklistId, updated, actor.id),
        ),
        budget: await spendOf(target.access, target.row.project, getBudget),
      };
    },

    async remove(actor: UserActor, id: number, getBudget: boolean, mutationId: string | null) {
      const found = await loadReport(actor, id);
      const { report } = found.row;
      if (!workPolicy.edit(found.access, found.row.tasklistId, report, actor.id))
        refuseReport(found.access, report);
      await deps.transact(async (uow) => {
        const row = await updateWorkReport(uow.tx, report.id, report.version, {
          dateDeleted: deps.clock.now(),
          deletedById: actor.id,
        });
        if (!row) throw conflict(REPORT_STALE);
        await deps.recordEvent(uow, {
          type: 'work.removed',
          actorId: actor.id,
          whoId: report.workerId === actor.id ? null : report.workerId,
          projectId: report.projectId,
          tasklistId: found.row.tasklistId,
          taskId: report.taskId,
          mutationId,
        });
      });
      return { id: report.id, budget: await spendOf(found.access, found.row.project, getBudget) };
    },

    async undelete(actor: UserActor, id: number, mutationId: string | null) {
      const found = await loadReport(actor, id, true);
      const { report } = found.row;
      if (!workPolicy.edit(found.access, found.row.tasklistId, report, actor.id))
        refuseReport(found.access, report);
      if (!report.dateDeleted) throw conflict('This work report is not deleted.');
      if (await statementKeyTaken(deps.db, report.statementKey, report.id))
        throw conflict(WORK_MESSAGES.duplicate);
      const restored = await deps.transact(async (uow) => {
        const row = await updateWorkReport(uow.tx, report.id, report.version, {
          dateDeleted: null,
          deletedById: null,
        });
        if (!row) throw conflict(REPORT_STALE);
        await deps.recordEvent(uow, {
          type: 'work.restored',
          actorId: actor.id,
          whoId: report.workerId === actor.id ? null : report.workerId,
          projectId: report.projectId,
          tasklistId: found.row.tasklistId,
          taskId: report.taskId,
          mutationId,
        });
        return row;
      });
      return {
        work: presentWorkReport(
          listedRow(
            restored,
            found.row,
            { fname: found.row.workerFname, lname: found.row.workerLname },
            { hourRate: restored.hourRateMinor, hourRateIsFixed: restored.hourRateIsFixed },
            found.row.project,
            found.row.labels,
          ),
          viewOf(found.access, found.row.tasklistId, restored, actor.id),
        ),
      };
    },

    /** The spend of a project the actor manages, beside its budget (403 for its workers). */
    async projectSpend(actor: UserActor, projectId: number) {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!workPolicy.seeRates(access))
        throw forbidden('Only those who manage the project see its spend.');
      const period = await budgetPeriod(deps, project);
      return {
        budget: (await spendOf(access, project, true, period?.since ?? null))!,
        period_from: period?.day ?? null,
      };
    },

    /** The actor's own hour rate in a project they see. */
    async hourRate(actor: UserActor, projectId: number) {
      const { project, membership } = await loadProjectAccess(deps.db, projectId, actor.id);
      const rate = membership?.hourRate ?? null;
      return {
        amount: rate === null ? null : money(rate, project.currency).amount,
        currency: project.currency as ProjectSpend['real_cost']['currency'],
        isFixed: membership?.hourRateIsFixed ?? false,
      };
    },

    async latest(actor: UserActor): Promise<WorkReport[]> {
      return presentAll(actor, await listLatestReportsOf(deps.db, actor.id, LATEST_REPORTS));
    },

    async list(actor: UserActor, page: number, conds: Conds) {
      const filter = await filterOf(actor, conds);
      const [rows, sums] = await Promise.all([
        listReports(deps.db, actor.id, filter, page, PAGE_SIZE),
        sumReports(deps.db, actor.id, filter),
      ]);
      return {
        reports: await presentAll(actor, rows.slice(0, PAGE_SIZE)),
        sums: sumsOf(sums),
        has_more: rows.length > PAGE_SIZE,
      };
    },

    async ofTask(actor: UserActor, taskId: number) {
      const t = await loadTaskForWork(deps, actor.id, taskId);
      const rows = await listReportsOfTask(deps.db, taskId, actor.id);
      const reports = rows.map((row) =>
        presentWorkReport(row, viewOf(t.access, t.row.tasklistId, row.report, actor.id)),
      );
      const minutes = rows.reduce((sum, r) => sum + r.report.minutes, 0);
      const cost = rows.reduce((sum, r) => sum + r.report.costMinor, 0);
      return {
        reports,
        summary: { id: taskId, minutes, cost: money(cost, t.row.projectCurrency) },
      };
    },
  };

  async function loadReport(actor: UserActor, id: number, deleted = false) {
    const row = await findWorkReport(deps.db, id, actor.id);
    if (!row || (row.report.dateDeleted !== null) !== deleted) {
      // A deleted report is found only for its undo; a live one only for the rest.
      if (!row || !deleted) throw notFound('The work report');
    }
    const access = accessFromRow(row.project, row, actor.id);
    if (!workPolicy.read(access, row.tasklistId, row.report.workerId, actor.id))
      throw notFound('The work report');
    return { row, access };
  }

  async function filterOf(actor: UserActor, conds: Conds): Promise<WorkFilter> {
    const timeZone = conds.date_from || conds.date_to ? await timeZoneOf(actor.id) : 'UTC';
    return {
      from: conds.date_from ? dayStart(conds.date_from, timeZone) : null,
      to: conds.date_to ? dayStart(addDays(conds.date_to, 1), timeZone) : null,
      projectIds: conds.projects_ids,
      userIds: conds.users_ids,
      taskIds: conds.tasks_ids,
      tasklistIds: conds.tasklists_ids,
      onlyOf: conds.only_mine ? actor.id : undefined,
    };
  }
}
export type WorkReportsService = ReturnType<typeof createWorkReportsService>;

/** Sums per currency as the contract sends them. */
export function sumsOf(rows: Array<{ currency: string; minutes: number; cost: number }>): WorkSums {
  return {
    minutes: rows.reduce((sum, r) => sum + r.minutes, 0),
    costs: rows.map((r) => money(r.cost, r.currency)),
  };
}
