import type { z } from 'zod';
import type {
  BillableWork,
  billableWorkBodySchema,
  Currency,
  Invoice,
  issueInvoiceBodySchema,
} from '@tandem/contract';
import { CURRENCIES, INVOICE_MESSAGES, LIMITS, PROJECT_STATE } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, validationFailed } from '../../http/app-error.ts';
import { addDays } from '../../lib/calendar-dates.ts';
import { dayIn, instantAt } from '../../lib/zoned-time.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadProjectAccess } from '../projects/index.ts';
import { findUserById, fullnameOf } from '../users/index.ts';
import { draftInvoice, draftProblems, nextProfile, seriesNumber } from './invoice-draft.ts';
import type { InvoiceDraft } from './invoice-draft.ts';
import { invoiceLines } from './invoice-lines.ts';
import { invoicePolicy } from './invoices.policy.ts';
import {
  presentBillableReport,
  presentInvoice,
  presentLine,
  presentTotals,
} from './invoices.presenter.ts';
import type { BillableReportRow, WorkChoice } from './invoices.repo.ts';
import {
  anyInvoiced,
  findBillableReports,
  findProfile,
  insertInvoice,
  markInvoiced,
  numberTaken,
  peekSeriesNumber,
  saveProfile,
  takeSeriesNumber,
} from './invoices.repo.ts';

type BillableBody = z.output<typeof billableWorkBodySchema>;
type IssueBody = z.output<typeof issueInvoiceBodySchema>;

export type InvoiceDeps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

/** Numbers of a series tried past those taken by hand, before giving up. */
const SERIES_ATTEMPTS = 100;
/** The largest total an invoice may have, in minor units (a hundred thousand work costs). */
const TOTAL_MAX = LIMITS.workCostMax * 100 * 1000;

const lineSource = (r: BillableReportRow) => ({
  ...r,
  workerName: fullnameOf({ fname: r.workerFname, lname: r.workerLname }),
});

/** Why the actor may not invoice a project they see. */
function refuseInvoicing(access: ProjectAccess): never {
  if (access.stateId === PROJECT_STATE.deleted) throw forbidden(INVOICE_MESSAGES.projectInTrash);
  throw forbidden(INVOICE_MESSAGES.notAllowed);
}

/** The first step of invoicing and the issue: a project's billable work as an invoice. */
export function createInvoiceIssue(deps: InvoiceDeps) {
  /** The project, if the actor may invoice it (404 unseen, 403 seen), and the actor's context. */
  async function prepare(actor: UserActor, body: BillableBody) {
    const { project, access } = await loadProjectAccess(deps.db, body.project_id, actor.id);
    if (!invoicePolicy.invoice(access)) refuseInvoicing(access);
    if (!(CURRENCIES as readonly string[]).includes(project.currency))
      throw validationFailed({ project_id: [INVOICE_MESSAGES.currencyUnknown] });
    const [user, profile] = await Promise.all([
      findUserById(deps.db, actor.id),
      findProfile(deps.db, actor.id),
    ]);
    const timeZone = user?.timezone ?? 'UTC';
    const choice: WorkChoice = {
      projectId: project.id,
      from: instantAt(body.date_from, '00:00:00', timeZone),
      to: instantAt(addDays(body.date_to, 1), '00:00:00', timeZone),
      reportIds: body.report_ids,
    };
    const context = {
      today: dayIn(deps.clock.now(), timeZone),
      profile,
      issuer: { fullname: actor.fullname, email: actor.email },
      client: project.client,
    };
    return { project, choice, timeZone, context, profile };
  }

  /** The chosen reports, locked; 409 when some were invoiced meanwhile, 400 when not billable. */
  async function lockChosen(uow: UnitOfWork, choice: WorkChoice, timeZone: string) {
    const rows = await findBillableReports(uow.tx, choice, timeZone, true);
    if (choice.reportIds) {
      const found = new Set(rows.map((r) => r.id));
      const missing = [...new Set(choice.reportIds)].filter((id) => !found.has(id));
      if (missing.length > 0) {
        if (await anyInvoiced(uow.tx, missing)) throw conflict(INVOICE_MESSAGES.invoicedMeanwhile);
        throw validationFailed({ report_ids: [INVOICE_MESSAGES.notBillable] });
      }
    }
    if (rows.length === 0)
      throw validationFailed({ report_ids: [INVOICE_MESSAGES.nothingToInvoice] });
    return rows;
  }

  /** The number as given (409 when taken), or the next free one of the series. */
  async function numberFor(
    uow: UnitOfWork,
    issuerId: number,
    given: string | undefined,
    draft: InvoiceDraft,
  ) {
    if (given !== undefined) {
      if (await numberTaken(uow.tx, issuerId, given)) throw conflict(INVOICE_MESSAGES.numberTaken);
      return given;
    }
    for (let attempt = 0; attempt < SERIES_ATTEMPTS; attempt += 1) {
      const candidate = seriesNumber(
        draft.seriesPrefix,
        await takeSeriesNumber(uow.tx, issuerId, draft.seriesPrefix),
      );
      if (!(await numberTaken(uow.tx, issuerId, candidate))) return candidate;
    }
    throw conflict(INVOICE_MESSAGES.numberTaken);
  }

  /**
   * Tells those who see the invoiced tasks that their reports changed (locked or freed), and each
   * worker whose reports they are, on their own topic wherever their page is.
   */
  async function reportsChanged(
    uow: UnitOfWork,
    actor: UserActor,
    projectId: number,
    reports: ReadonlyArray<{ taskId: number; tasklistId: number; workerId: number }>,
    mutationId: string | null,
  ) {
    const seen = new Set<string>();
    for (const report of reports) {
      const key = `${report.taskId}:${report.workerId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await deps.recordEvent(uow, {
        type: 'work.updated',
        actorId: actor.id,
        whoId: report.workerId === actor.id ? null : report.workerId,
        projectId,
        tasklistId: report.tasklistId,
        taskId: report.taskId,
        mutationId,
      });
    }
  }

  return {
    reportsChanged,

    async billableWork(actor: UserActor, body: BillableBody): Promise<BillableWork> {
      const { project, choice, timeZone, context } = await prepare(actor, body);
      const rows = await findBillableReports(deps.db, choice, timeZone);
      const draft = draftInvoice({ vat_rate: body.vat_rate }, context);
      const { lines, sums } = invoiceLines(
        rows.map(lineSource),
        body.grouping,
        project.currency,
        draft.vatRate,
      );
      const next = await peekSeriesNumber(deps.db, actor.id, draft.seriesPrefix);
      return {
        project: { id: project.id, name: project.name, currency: project.currency as Currency },
        reports: rows.map(presentBillableReport),
        lines: lines.map(presentLine),
        totals: presentTotals(sums, project.currency),
        draft: {
          number: seriesNumber(draft.seriesPrefix, next),
          series_prefix: draft.seriesPrefix,
          issue_date: draft.issueDate,
          taxable_supply_date: draft.taxableSupplyDate,
          due_date: draft.dueDate,
          vat_rate: draft.vatRate,
          supplier: draft.supplier,
          client: draft.customer,
        },
      };
    },

    /** Issues the invoice: in one transaction its number, its row, the reports' lock, the events. */
    async issue(actor: UserActor, body: IssueBody, mutationId: string | null): Promise<Invoice> {
      const { project, choice, timeZone, context, profile } = await prepare(actor, body);
      const draft = draftInvoice(body, context);
      const problems = draftProblems(draft);
      if (problems) throw validationFailed(problems);
      const invoice = await deps.transact(async (uow) => {
        const rows = await lockChosen(uow, choice, timeZone);
        const { lines, sums } = invoiceLines(
          rows.map(lineSource),
          body.grouping,
          project.currency,
          draft.vatRate,
        );
        if (sums.withVat > TOTAL_MAX)
          throw validationFailed({ report_ids: [INVOICE_MESSAGES.amountTooLarge] });
        const number = await numberFor(uow, actor.id, body.number, draft);
        const created = await insertInvoice(uow.tx, {
          issuerId: actor.id,
          projectId: project.id,
          projectName: project.name,
          number,
          state: 'issued',
          grouping: body.grouping,
          dateFrom: body.date_from,
          dateTo: body.date_to,
          issueDate: draft.issueDate,
          taxableSupplyDate: draft.taxableSupplyDate,
          dueDate: draft.dueDate,
          currency: project.currency,
          vatRate: draft.vatRate,
          supplier: draft.supplier,
          customer: draft.customer,
          note: body.note,
          lines,
          minutes: sums.minutes,
          reportsCount: rows.length,
          totalWithoutVat: sums.withoutVat,
          totalVat: sums.vat,
          totalWithVat: sums.withVat,
          dateAdd: deps.clock.now(),
        });
        if (!created) throw conflict(INVOICE_MESSAGES.numberTaken);
        const marked = await markInvoiced(
          uow.tx,
          created.id,
          rows.map((r) => r.id),
        );
        if (marked !== rows.length) throw conflict(INVOICE_MESSAGES.invoicedMeanwhile);
        await saveProfile(uow.tx, nextProfile(actor.id, draft, body.number === undefined, profile));
        await reportsChanged(uow, actor, project.id, rows, mutationId);
        return created;
      });
      return presentInvoice(
        { invoice, issuerFname: actor.fullname, issuerLname: '' },
        { cancel: true },
      );
    },
  };
}
export type InvoiceIssue = ReturnType<typeof createInvoiceIssue>;
