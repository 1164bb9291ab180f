import { PROJECT_STATE } from '@tandem/contract';
import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy } from '../projects/index.ts';

/**
 * Who may do what with invoices. A project's work is invoiced by those who see its spend (its
 * owner, commanders and a business captain), and not from the trash. An invoice is seen by its
 * issuer and by those who may invoice its project; `viewerSeesInvoice` in the repository is the
 * same read rule as SQL, for the list.
 */
export const invoicePolicy = {
  /** See the project's billable work and issue an invoice of it. */
  invoice: (a: ProjectAccess) => projectPolicy.seeSpend(a) && a.stateId !== PROJECT_STATE.deleted,
  /** See an invoice and download it; the access is null once its project is gone. */
  read: (a: ProjectAccess | null, invoice: { issuerId: number }, actorId: number) =>
    invoice.issuerId === actorId || (a !== null && invoicePolicy.invoice(a)),
  /** Cancel an issued invoice, which makes its work billable and editable again. */
  cancel: (a: ProjectAccess | null, invoice: { state: string }) =>
    invoice.state === 'issued' && a !== null && invoicePolicy.invoice(a),
  /** `cancel` for an invoice of the list, from whether the viewer invoices its project (SQL). */
  cancelListed: (f: { state: string; invoicesProject: boolean }) =>
    f.state === 'issued' && f.invoicesProject,
};
