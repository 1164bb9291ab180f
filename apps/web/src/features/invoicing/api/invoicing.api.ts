import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EndpointInput, Invoice, InvoiceState, invoiceEndpoints } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

const I = ROUTES.invoices;

/** What the first step asks for: a project's billable work of a period, grouped into lines. */
export type WorkChoiceBody = EndpointInput<typeof invoiceEndpoints.billableWork>['body'];
/** An issue as sent. */
export type IssueBody = EndpointInput<typeof invoiceEndpoints.issue>['body'];

/** A filter of the invoice list. */
export interface InvoiceFilter {
  projectId: number | null;
  state: InvoiceState | null;
}

/** Query keys of invoicing, defined once; every one starts with `invoicingKeys.all`. */
export const invoicingKeys = {
  all: ['invoicing'] as const,
  billable: (body: WorkChoiceBody) => ['invoicing', 'billable', body] as const,
  lists: () => ['invoicing', 'list'] as const,
  list: (filter: InvoiceFilter) => ['invoicing', 'list', filter] as const,
  detail: (id: number) => ['invoicing', 'detail', id] as const,
};

/**
 * The billable work of a choice, its lines and totals and the draft of its invoice. A new VAT
 * rate or choice keeps the last answer on screen until the new one comes.
 */
export function useBillableWork(body: WorkChoiceBody | null) {
  return useQuery({
    queryKey: invoicingKeys.billable(body ?? ({} as WorkChoiceBody)),
    queryFn: ({ signal }) => call(I.billableWork, { body: body! }, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** The invoices the viewer sees, newest issue date first, a page at a time. */
export function useInvoices(filter: InvoiceFilter) {
  return useInfiniteQuery({
    queryKey: invoicingKeys.list(filter),
    queryFn: ({ signal, pageParam }) =>
      call(
        I.list,
        {
          query: {
            p: pageParam,
            ...(filter.projectId ? { pid: filter.projectId } : {}),
            ...(filter.state ? { state: filter.state } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, _all, page) => (last.has_more ? page + 1 : undefined),
  });
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: invoicingKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await call(I.detail, { query: { id: id! } }, { signal })).invoice,
    enabled: id !== null,
  });
}

/** Issues an invoice; the list and the billable work are asked again. */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueBody) => call(I.issue, { body }),
    onSuccess: ({ invoice }) => stored(queryClient, invoice),
  });
}

/** Cancels an invoice: its work is billable again. */
export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(I.cancel, { query: { id } }),
    onSuccess: ({ invoice }) => stored(queryClient, invoice),
  });
}

function stored(queryClient: ReturnType<typeof useQueryClient>, invoice: Invoice) {
  queryClient.setQueryData(invoicingKeys.detail(invoice.id), invoice);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoicingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: ['invoicing', 'billable'] }),
  ]);
}

/** Where an invoice downloads as a PDF, a CSV file (in a locale) or ISDOC. */
export function downloadLinks(id: number, locale: string) {
  return {
    pdf: `${I.downloadPdf.path}?id=${id}`,
    csv: `${I.downloadCsv.path}?${new URLSearchParams({ id: String(id), locale }).toString()}`,
    isdoc: `${I.downloadIsdoc.path}?id=${id}`,
  };
}
