import type { ReactNode } from 'react';
import type { Project } from '@tandem/contract';
import { QueryState } from '../../components/query-state.tsx';
import { InvoiceListPage } from '../../features/invoicing/components/invoice-list-page.tsx';
import { InvoiceReviewPage } from '../../features/invoicing/components/invoice-review-page.tsx';
import { InvoiceStartPage } from '../../features/invoicing/components/invoice-start-page.tsx';
import { useProjects } from '../../features/projects/api/projects.api.ts';

/**
 * The projects whose work the viewer may invoice: those whose spend they see, active first,
 * then archived ones (work done before a project was closed is billed after).
 */
function WithInvoiceableProjects({ children }: { children: (projects: Project[]) => ReactNode }) {
  const active = useProjects('active');
  const archived = useProjects('archived');
  return (
    <QueryState query={active}>
      {(open) => (
        <QueryState query={archived}>
          {(closed) =>
            children([...open.projects, ...closed.projects].filter((p) => p.abilities.see_spend))
          }
        </QueryState>
      )}
    </QueryState>
  );
}

/** `/fakturace`: the work to invoice. */
export function InvoicingStartRoute() {
  return (
    <WithInvoiceableProjects>
      {(projects) => <InvoiceStartPage projects={projects} />}
    </WithInvoiceableProjects>
  );
}

/** `/invoicing/second-step`: the invoice to issue. */
export function InvoicingReviewRoute() {
  return <InvoiceReviewPage />;
}

/** `/invoicing/list`: the issued invoices. */
export function InvoicingListRoute() {
  return (
    <WithInvoiceableProjects>
      {(projects) => <InvoiceListPage projects={projects} />}
    </WithInvoiceableProjects>
  );
}
