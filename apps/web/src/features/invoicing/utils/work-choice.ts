import type { InvoiceGrouping } from '@tandem/contract';
import { INVOICE_GROUPINGS } from '@tandem/contract/browser';
import type { WorkChoiceBody } from '../api/invoicing.api.ts';

/** The work chosen for an invoice, as the two steps pass it on in the address. */
export interface WorkChoice {
  projectId: number | null;
  from: string;
  to: string;
  grouping: InvoiceGrouping;
  /** The chosen reports; null for all the billable work of the period. */
  reportIds: number[] | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The choice read from the address; what is missing or malformed falls back to `fallback`. */
export function readChoice(params: URLSearchParams, fallback: { from: string; to: string }) {
  const project = Number(params.get('project'));
  const grouping = params.get('grouping') as InvoiceGrouping | null;
  const ids = params.get('ids');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    projectId: Number.isInteger(project) && project > 0 ? project : null,
    from: DAY.test(from) ? from : fallback.from,
    to: DAY.test(to) ? to : fallback.to,
    grouping: grouping && INVOICE_GROUPINGS.includes(grouping) ? grouping : 'task',
    reportIds:
      ids !== null
        ? ids
            .split(',')
            .map(Number)
            .filter((id) => Number.isInteger(id) && id > 0)
        : null,
  } satisfies WorkChoice;
}

/** The choice as search params of an address. */
export function choiceParams(choice: WorkChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.projectId !== null) params.set('project', String(choice.projectId));
  params.set('from', choice.from);
  params.set('to', choice.to);
  params.set('grouping', choice.grouping);
  if (choice.reportIds !== null) params.set('ids', choice.reportIds.join(','));
  return params;
}

/** Whether the period can be asked for: both days given, the end not before the start. */
export const periodInOrder = (choice: Pick<WorkChoice, 'from' | 'to'>) =>
  DAY.test(choice.from) && DAY.test(choice.to) && choice.from <= choice.to;

/** What the server is asked for the choice; null while it cannot be asked. */
export function choiceBody(choice: WorkChoice, vatRate?: number): WorkChoiceBody | null {
  if (choice.projectId === null || !periodInOrder(choice)) return null;
  return {
    project_id: choice.projectId,
    date_from: choice.from,
    date_to: choice.to,
    grouping: choice.grouping,
    ...(choice.reportIds !== null ? { report_ids: choice.reportIds } : {}),
    ...(vatRate !== undefined ? { vat_rate: vatRate } : {}),
  };
}
