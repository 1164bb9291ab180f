import { Badge } from '@mantine/core';
import type { InvoiceState } from '@tandem/contract';
import { useTranslation } from 'react-i18next';

/** Issued or cancelled, in words and colour. */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={state === 'issued' ? 'teal' : 'gray'} data-testid="invoice-state">
      {t(`invoicing.state.${state}`)}
    </Badge>
  );
}

/** The customer's name as a list shows it: the company, else the person. */
export const customerName = (client: { company: string | null; name: string | null }) =>
  client.company ?? client.name ?? '—';
