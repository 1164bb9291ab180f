import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { InvoiceState } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceProfiles, invoiceSeries, invoices } from '../../db/schema/invoices.ts';
import { projectMembers, projects, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { workReports } from '../../db/schema/work.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceProfileRow = typeof invoiceProfiles.$inferSelect;

/** Which of a project's work: its billable reports of a period, perhaps only some of them. */
export interface WorkChoice {
  projectId: number;
  from: Date;
  to: Date;
  reportIds?: readonly number[] | undefined;
}

/**
 * The billable reports of the choice that no invoice bills yet, not in the trash, oldest first,
 * with their task, worker and day in the time zone. Inside an issue they are locked (`forIssue`),
 * so a concurrent issue or edit waits and then finds them invoiced.
 */
export async function findBillableReports(
  db: DbOrTx,
  choice: WorkChoice,
  timeZone: string,
  forIssue = false,
) {
  const query = db
    .select({
      id: workReports.id,
      minutes: workReports.minutes,
      costMinor: workReports.costMinor,
      currency: workReports.currency,
      note: workReports.note,
      dateReported: workReports.dateReported,
      taskId: tasks.id,
      taskName: tasks.name,
      tasklistId: tasks.tasklistId,
      workerId: users.id,
      workerFname: users.fname,
      workerLname: users.lname,
      day: sql<string>`to_char(${workReports.dateReported} at time zone ${timeZone}, 'YYYY-MM-DD')`,
    })
    .from(workReports)
    .innerJoin(tasks, eq(tasks.id, workReports.taskId))
    .innerJoin(users, eq(users.id, workReports.workerId))
    .where(
      and(
        eq(workReports.projectId, choice.projectId),
        eq(workReports.isBillable, true),
        isNull(workReports.dateDeleted),
        isNull(workReports.invoiceId),
        gte(workReports.dateReported, choice.from),
        lt(workReports.dateReported, choice.to),
        choice.reportIds ? inArray(workReports.id, [...choice.reportIds]) : undefined,
      ),
    )
    .orderBy(asc(workReports.dateReported), asc(workReports.id));
  return forIssue ? query.for('update', { of: workReports }) : query;
}
export type BillableReportRow = Awaited<ReturnType<typeof findBillableReports>>[number];

/** Whether any of the reports is billed by an invoice already. */
export async function anyInvoiced(db: DbOrTx, reportIds: readonly number[]): Promise<boolean> {
  if (reportIds.length === 0) return false;
  const rows = await db
    .select({ id: workReports.id })
    .from(workReports)
    .where(and(inArray(workReports.id, [...reportIds]), isNotNull(workReports.invoiceId)))
    .limit(1);
  return rows.length > 0;
}

/** Links the reports to the invoice (each a new version); answers how many were linked. */
export async function markInvoiced(
  db: DbOrTx,
  invoiceId: number,
  reportIds: readonly number[],
): Promise<number> {
  const rows = await db
    .update(workReports)
    .set({ invoiceId, version: sql`${workReports.version} + 1` })
    .where(and(inArray(workReports.id, [...reportIds]), isNull(workReports.invoiceId)))
    .returning({ id: workReports.id });
  return rows.length;
}

/** Frees the invoice's reports (each a new version), answering their tasks and task lists. */
export async function releaseReports(db: DbOrTx, invoiceId: number) {
  const freed = await db
    .update(workReports)
    .set({ invoiceId: null, version: sql`${workReports.version} + 1` })
    .where(eq(workReports.invoiceId, invoiceId))
    .returning({ taskId: workReports.taskId, workerId: workReports.workerId });
  const taskIds = [...new Set(freed.map((r) => r.taskId))];
  if (taskIds.length === 0) return [];
  const lists = await db
    .select({ taskId: tasks.id, tasklistId: tasks.tasklistId })
    .from(tasks)
    .where(inArray(tasks.id, taskIds));
  const listOf = new Map(lists.map((l) => [l.taskId, l.tasklistId]));
  return freed.flatMap(({ taskId, workerId }) => {
    const tasklistId = listOf.get(taskId);
    return tasklistId === undefined ? [] : [{ taskId, tasklistId, workerId }];
  });
}

/** Inserts an issued invoice; undefined when the issuer has one with the number already. */
export async function insertInvoice(
  db: DbOrTx,
  row: typeof invoices.$inferInsert,
): Promise<InvoiceRow | undefined> {
  const [created] = await db
    .insert(invoices)
    .values(row)
    .onConflictDoNothing({ target: [invoices.issuerId, invoices.number] })
    .returning();
  return created;
}

/** Marks an issued invoice cancelled at the version read; undefined when it moved on. */
export async function cancelInvoice(
  db: DbOrTx,
  id: number,
  version: number,
  at: Date,
  byId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({
      state: 'cancelled',
      dateCancelled: at,
      cancelledById: byId,
      version: sql`${invoices.version} + 1`,
    })
    .where(and(eq(invoices.id, id), eq(invoices.version, version), eq(invoices.state, 'issued')))
    .returning();
  return row;
}

export async function numberTaken(db: DbOrTx, issuerId: number, number: string) {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.issuerId, issuerId), eq(invoices.number, number)))
    .limit(1);
  return rows.length > 0;
}

/** The next number of a person's series, without taking it. */
export async function peekSeriesNumber(db: DbOrTx, userId: number, prefix: string) {
  const [row] = await db
    .select({ next: invoiceSeries.nextNumber })
    .from(invoiceSeries)
    .where(and(eq(invoiceSeries.userId, userId), eq(invoiceSeries.prefix, prefix)));
  return row?.next ?? 1;
}

/** Takes the next number of a person's series (the row stays locked until the commit). */
export async function takeSeriesNumber(db: DbOrTx, userId: number, prefix: string) {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ userId, prefix, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [invoiceSeries.userId, invoiceSeries.prefix],
      set: { nextNumber: sql`${invoiceSeries.nextNumber} + 1` },
    })
    .returning({ next: invoiceSeries.nextNumber });
  return row!.next - 1;
}

export async function findProfile(
  db: DbOrTx,
  userId: number,
): Promise<InvoiceProfileRow | undefined> {
  const [row] = await db.select().from(invoiceProfiles).where(eq(invoiceProfiles.userId, userId));
  return row;
}

export async function saveProfile(db: DbOrTx, row: InvoiceProfileRow) {
  const { userId: _userId, ...change } = row;
  await db
    .insert(invoiceProfiles)
    .values(row)
    .onConflictDoUpdate({ target: invoiceProfiles.userId, set: change });
}

/**
 * SQL that holds when the viewer sees an invoice: they issued it, or they invoice its project's
 * work (its owner or a commander, the project not in the trash) — `invoicePolicy.read` as SQL.
 */
function viewerInvoices(viewerId: number): SQL {
  return sql`(${invoices.issuerId} = ${viewerId} or ${managesProject(viewerId)})`;
}

/** Whether the viewer invoices the invoice's project (`invoicePolicy.invoice` as SQL). */
function managesProject(viewerId: number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${projects} ip left join ${projectMembers} im
      on im.project_id = ip.id and im.user_id = ${viewerId}
    where ip.id = ${invoices.projectId} and ip.state_id <> ${PROJECT_STATE.deleted}
      and (ip.owner_id = ${viewerId} or im.is_commander))`;
}

const listedColumns = {
  invoice: invoices,
  issuerFname: users.fname,
  issuerLname: users.lname,
};

/** An invoice with its issuer's name. */
export async function findInvoice(db: DbOrTx, id: number) {
  const [row] = await db
    .select(listedColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.issuerId))
    .where(eq(invoices.id, id));
  return row;
}
export type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** A page of the invoices the viewer sees, newest first, with whether they invoice the project. */
export async function listInvoices(
  db: DbOrTx,
  viewerId: number,
  filter: { projectId?: number | undefined; state?: InvoiceState | undefined },
  page: number,
  size: number,
) {
  return db
    .select({ ...listedColumns, manages: managesProject(viewerId) })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.issuerId))
    .where(
      and(
        viewerInvoices(viewerId),
        filter.projectId === undefined ? undefined : eq(invoices.projectId, filter.projectId),
        filter.state === undefined ? undefined : eq(invoices.state, filter.state),
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(size + 1)
    .offset(page * size);
}
