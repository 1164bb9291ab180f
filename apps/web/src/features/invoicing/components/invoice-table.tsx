import { Anchor, Table, Text } from '@mantine/core';
import type { InvoiceListItem } from '@tandem/contract';
import { formatMoney } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/calendar-day.ts';
import { InvoiceStateBadge, customerName } from './invoice-state-badge.tsx';

/** The invoices as rows; a number opens its invoice (`?id=` of the address). */
export function InvoiceTable({
  invoices,
  linkTo,
}: {
  invoices: InvoiceListItem[];
  linkTo: (id: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={t('invoicing.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoicing.list.number')}</Table.Th>
            <Table.Th>{t('invoicing.issue.client')}</Table.Th>
            <Table.Th>{t('invoicing.choice.project')}</Table.Th>
            <Table.Th>{t('invoicing.issue.issueDate')}</Table.Th>
            <Table.Th>{t('invoicing.issue.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('invoicing.totals.withVat')}</Table.Th>
            <Table.Th>{t('invoicing.list.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id} data-testid="invoice-row">
              <Table.Td>
                <Anchor component={Link} to={linkTo(invoice.id)} fw={600}>
                  {invoice.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{customerName(invoice.client)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {invoice.project.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.issue_date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.due_date)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.totals.with_vat, invoice.currency, i18n.language)}
              </Table.Td>
              <Table.Td>
                <InvoiceStateBadge state={invoice.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
