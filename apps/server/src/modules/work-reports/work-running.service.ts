import type { z } from 'zod';
import type {
  editRunningWorkBodySchema,
  RunningWork,
  runningWorkBodySchema,
  WorkLabel,
  WorkReport,
} from '@tandem/contract';
import {
  amountToMinor,
  elapsedMinutes,
  LIMITS,
  WORK_MESSAGES,
  workCostMinor,
} from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { findUserById, updateUser } from '../users/index.ts';
import { workPolicy } from './work-reports.policy.ts';
import { presentRunningWork, presentWorkReport } from './work-reports.presenter.ts';
import {
  findRunningWork,
  findWorkReport,
  insertRunningWork,
  insertWorkReport,
  labelIdsOfReport,
  setReportLabels,
  searchTrackableTasks,
  suggestTrackableTasks,
  takeRunningWork,
  updateRunningWork,
} from './work-reports.repo.ts';
import type { WorkDeps, WorkReportsService } from './work-reports.service.ts';
import {
  chosenLabels,
  labelsByName,
  listedRow,
  loadTaskForWork,
  statementKey,
  viewOf,
} from './work-reports.service.ts';
import { presentWorkTask } from './work-reports.presenter.ts';
import { accessFromRow } from '../projects/index.ts';

type StartBody = z.output<typeof runningWorkBodySchema>;
type EditBody = z.output<typeof editRunningWorkBodySchema>;

const SUGGESTIONS = 30;

/**
 * The timer: each person has at most one running report. Starting another saves the running one
 * as a report first; stopping saves it. A timer may run without a task, which must be chosen
 * before it is saved.
 */
export function createWorkRunningService(deps: WorkDeps & { reports: WorkReportsService }) {
  const hideFinishedOf = async (userId: number) =>
    (await findUserById(deps.db, userId))?.timeTrackingHideFinishedTasks ?? false;

  /** A task the actor may track their own time on now; 404, 403 or 409 otherwise. */
  async function trackableTask(actor: UserActor, taskId: number) {
    const t = await loadTaskForWork(deps, actor.id, taskId);
    if (!workPolicy.report(t.access, t.row.tasklistId, actor.id, actor.id))
      throw forbidden(WORK_MESSAGES.projectClosed);
    if (t.row.taskDeleted) throw conflict(WORK_MESSAGES.taskInTrash);
    return t;
  }

  /**
   * What saving the running timer needs, read before its transaction (the embedded database has
   * one connection: a read outside the transaction would wait for it). Null when none runs.
   */
  async function runningContext(actor: UserActor) {
    const found = await findRunningWork(deps.db, actor.id);
    if (!found) return null;
    const task =
      found.running.taskId === null ? null : await trackableTask(actor, found.running.taskId);
    return { running: found.running, task, labels: found.labels };
  }

  /**
   * Saves a running report as a work report of the actor, stopped at the given moment; answers
   * its id, or null when no time went by.
   */
  async function saveRunning(
    uow: UnitOfWork,
    actor: UserActor,
    context: NonNullable<Awaited<ReturnType<typeof runningContext>>>,
    stoppedAt: Date,
    mutationId: string | null,
  ): Promise<{ id: number | null; work: WorkReport | null }> {
    const { running, task: t, labels } = context;
    if (t === null) throw validationFailed({ task: [WORK_MESSAGES.noTask] });
    // Moments travel in whole seconds: a stop in the second the timer started is not before it.
    const startedAt = running.dateStarted.getTime();
    if (stoppedAt.getTime() < Math.floor(startedAt / 1000) * 1000)
      throw validationFailed({ date_stopped: [WORK_MESSAGES.negativeReport] });
    const minutes = elapsedMinutes(startedAt, Math.max(startedAt, stoppedAt.getTime()));
    if (minutes > LIMITS.workMinutesMax)
      throw validationFailed({ date_stopped: [WORK_MESSAGES.minutesTooMany] });
    if (minutes === 0) return { id: null, work: null };
    const membership = t.row.membership;
    const rate = membership?.hourRate ?? null;
    const costMinor = running.costMinor ?? workCostMinor(rate, minutes);
    const report = await insertWorkReport(uow.tx, {
      projectId: t.row.projectId,
      taskId: t.row.taskId,
      workerId: actor.id,
      authorId: actor.id,
      minutes,
      costMinor,
      currency: t.row.projectCurrency,
      hourRateMinor: rate,
      hourRateIsFixed: membership?.hourRateIsFixed ?? false,
      isCostFixed: running.costMinor !== null,
      isBillable: running.isBillable,
      note: running.note,
      dateReported: running.dateStarted,
      dateAdd: deps.clock.now(),
      statementKey: statementKey(
        actor.id,
        t.row.taskId,
        running.dateStarted,
        minutes,
        running.note,
      ),
    });
    if (!report) throw conflict(WORK_MESSAGES.duplicate);
    if (running.labelIds.length > 0) await setReportLabels(uow.tx, report.id, running.labelIds);
    await deps.recordEvent(uow, {
      type: 'work.reported',
      actorId: actor.id,
      projectId: t.row.projectId,
      tasklistId: t.row.tasklistId,
      taskId: t.row.taskId,
      mutationId,
    });
    const workerRate = { hourRate: rate, hourRateIsFixed: membership?.hourRateIsFixed ?? false };
    return {
      id: report.id,
      work: presentWorkReport(
        listedRow(
          report,
          t.row,
          { fname: actor.fullname, lname: '' },
          workerRate,
          t.row.project,
          labelsByName(labels),
        ),
        viewOf(t.access, t.row.tasklistId, report, actor.id),
      ),
    };
  }

  const timerChanged = (uow: UnitOfWork, actor: UserActor, mutationId: string | null) =>
    deps.recordEvent(uow, { type: 'work.timer_changed', actorId: actor.id, mutationId });

  /** Starts a timer, saving the one running before as a report. */
  async function start(
    actor: UserActor,
    fields: {
      taskId: number | null;
      note: string;
      isBillable: boolean;
      costMinor: number | null;
      /** Label uuids to check, or labels already known to be usable (a report's own). */
      labels: readonly string[] | { ids: number[]; labels: WorkLabel[] };
    },
    mutationId: string | null,
  ): Promise<{ id: number | null; workRunning: RunningWork }> {
    const t = fields.taskId === null ? null : await trackableTask(actor, fields.taskId);
    const chosen = Array.isArray(fields.labels)
      ? ((await chosenLabels(deps, actor.id, t, fields.labels)) ?? { ids: [], labels: [] })
      : (fields.labels as { ids: number[]; labels: WorkLabel[] });
    const context = await runningContext(actor);
    const now = deps.clock.now();
    const { stopped, running } = await deps.transact(async (uow) => {
      const before = await takeRunningWork(uow.tx, actor.id);
      // The timer read before is the one taken, unless another tab changed it in between.
      if (before && before.uuid !== context?.running.uuid) throw conflict(WORK_MESSAGES.notRunning);
      const saved =
        before && context ? await saveRunning(uow, actor, context, now, mutationId) : null;
      const row = await insertRunningWork(uow.tx, {
        userId: actor.id,
        taskId: fields.taskId,
        note: fields.note,
        isBillable: fields.isBillable,
        costMinor: fields.costMinor,
        dateStarted: now,
        labelIds: chosen.ids,
      });
      await timerChanged(uow, actor, mutationId);
      return { stopped: saved?.id ?? null, running: row };
    });
    return {
      id: stopped,
      workRunning: presentRunningWork(running, t?.row ?? null, now, chosen.labels),
    };
  }

  const costOf = (cost: { amount: string } | null | undefined) =>
    cost ? amountToMinor(cost.amount) : null;

  return {
    async menu(actor: UserActor) {
      const [running, latest, hide] = await Promise.all([
        findRunningWork(deps.db, actor.id),
        deps.reports.latest(actor),
        hideFinishedOf(actor.id),
      ]);
      return {
        work_running: running ? presentRunningOf(running, deps.clock.now()) : null,
        last_work_reports: latest,
        time_tracking_hide_finished_tasks: hide,
      };
    },

    start: (actor: UserActor, body: StartBody, mutationId: string | null) =>
      start(
        actor,
        {
          taskId: body.task?.id ?? null,
          note: body.note ?? '',
          isBillable: body.isBillable ?? true,
          costMinor: costOf(body.cost),
          labels: body.labels ?? [],
        },
        mutationId,
      ),

    startFromTask: (actor: UserActor, taskId: number, mutationId: string | null) =>
      start(actor, { taskId, note: '', isBillable: true, costMinor: null, labels: [] }, mutationId),

    async startFromWork(actor: UserActor, workId: number, mutationId: string | null) {
      const found = await findWorkReport(deps.db, workId, actor.id);
      const access = found ? accessFromRow(found.project, found, actor.id) : null;
      if (
        !found ||
        found.report.dateDeleted ||
        !access ||
        !workPolicy.read(access, found.tasklistId, found.report.workerId, actor.id)
      )
        throw notFound('The work report');
      return start(
        actor,
        {
          taskId: found.report.taskId,
          note: found.report.note,
          isBillable: found.report.isBillable,
          costMinor: null,
          labels: {
            ids: await labelIdsOfReport(deps.db, found.report.id),
            labels: found.labels,
          },
        },
        mutationId,
      );
    },

    async edit(actor: UserActor, body: EditBody, mutationId: string | null) {
      const current = await findRunningWork(deps.db, actor.id);
      if (!current) throw notFound('The running timer');
      const taskId = body.task === undefined ? current.running.taskId : (body.task?.id ?? null);
      const task =
        taskId !== null && (taskId !== current.running.taskId || body.labels !== undefined)
          ? await trackableTask(actor, taskId)
          : null;
      const chosen = await chosenLabels(deps, actor.id, task, body.labels);
      const now = deps.clock.now();
      const started =
        body.dateReported === undefined ? undefined : new Date(body.dateReported * 1000);
      if (started && started.getTime() > now.getTime())
        throw validationFailed({ dateReported: ['The timer cannot start in the future.'] });
      if (started && elapsedMinutes(started.getTime(), now.getTime()) > LIMITS.workMinutesMax)
        throw validationFailed({ dateReported: [WORK_MESSAGES.minutesTooMany] });
      await deps.transact(async (uow) => {
        const row = await updateRunningWork(uow.tx, actor.id, {
          taskId,
          ...(body.note === undefined ? {} : { note: body.note }),
          ...(body.isBillable === undefined ? {} : { isBillable: body.isBillable }),
          ...(body.cost === undefined ? {} : { costMinor: costOf(body.cost) }),
          ...(started ? { dateStarted: started } : {}),
          ...(chosen ? { labelIds: chosen.ids } : {}),
        });
        if (!row) throw notFound('The running timer');
        await timerChanged(uow, actor, mutationId);
      });
      const after = await findRunningWork(deps.db, actor.id);
      if (!after) throw notFound('The running timer');
      return { workRunning: presentRunningOf(after, now) };
    },

    async stop(
      actor: UserActor,
      body: { uuid: string; date_stopped: number },
      mutationId: string | null,
    ) {
      const stoppedAt = new Date(body.date_stopped * 1000);
      const context = await runningContext(actor);
      if (!context || context.running.uuid !== body.uuid) throw conflict(WORK_MESSAGES.notRunning);
      return deps.transact(async (uow) => {
        const running = await takeRunningWork(uow.tx, actor.id);
        if (!running || running.uuid !== body.uuid) throw conflict(WORK_MESSAGES.notRunning);
        const saved = await saveRunning(uow, actor, context, stoppedAt, mutationId);
        await timerChanged(uow, actor, mutationId);
        return saved;
      });
    },

    async searchTasks(actor: UserActor, q: string) {
      const rows = await searchTrackableTasks(
        deps.db,
        actor.id,
        q,
        await hideFinishedOf(actor.id),
        SUGGESTIONS,
      );
      return rows.map(presentWorkTask);
    },

    async suggestedTasks(actor: UserActor, page: number, projectIds: readonly number[]) {
      const hide = await hideFinishedOf(actor.id);
      const { rows, total } = await suggestTrackableTasks(
        deps.db,
        actor.id,
        projectIds,
        hide,
        page,
        SUGGESTIONS,
      );
      return { tasks: rows.map(presentWorkTask), total, time_tracking_hide_finished_tasks: hide };
    },

    async setHideFinished(actor: UserActor, hide: boolean) {
      await updateUser(deps.db, actor.id, { timeTrackingHideFinishedTasks: hide });
      return { timeTrackingHideFinishedTasks: hide };
    },
  };
}
export type WorkRunningService = ReturnType<typeof createWorkRunningService>;

function presentRunningOf(
  found: NonNullable<Awaited<ReturnType<typeof findRunningWork>>>,
  now: Date,
): RunningWork {
  const task =
    found.taskId !== null && found.tasklistId !== null && found.projectId !== null
      ? {
          taskId: found.taskId,
          taskName: found.taskName ?? '',
          taskStateId: found.taskStateId ?? 1,
          tasklistId: found.tasklistId,
          tasklistName: found.tasklistName ?? '',
          projectId: found.projectId,
          projectName: found.projectName ?? '',
          projectCurrency: found.projectCurrency ?? 'EUR',
        }
      : null;
  return presentRunningWork(found.running, task, now, found.labels);
}
