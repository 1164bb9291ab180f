import { Group, Stack, Table, Text } from '@mantine/core';
import type { InvoiceLine, InvoiceTotals } from '@tandem/contract';
import { formatMoney, formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';

/** An invoice's lines with their hours, hour rate and amount, and its totals under them. */
export function InvoiceLines({
  lines,
  totals,
  vatRate,
  busy = false,
}: {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  vatRate: number;
  /** New totals are coming: the old ones are shown faded. */
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, totals.currency, i18n.language);
  const total = (label: string, amount: string, testId: string, strong = false) => (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {money(amount)}
      </Text>
    </Group>
  );
  return (
    <Stack gap="sm" style={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('invoicing.lines.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoicing.lines.item')}</Table.Th>
              <Table.Th ta="right">{t('invoicing.lines.hours')}</Table.Th>
              <Table.Th ta="right">{t('invoicing.lines.rate')}</Table.Th>
              <Table.Th ta="right">{t('invoicing.lines.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.text} data-testid="invoice-line">
                <Table.Td>{line.text}</Table.Td>
                <Table.Td ta="right">{formatWorkMinutes(line.minutes)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.hour_rate === null ? '—' : money(line.hour_rate)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4} ml="auto" miw={260} maw="100%">
        {total(t('invoicing.totals.withoutVat'), totals.without_vat, 'total-without-vat')}
        {total(t('invoicing.totals.vat', { rate: vatRate }), totals.vat, 'total-vat')}
        {total(t('invoicing.totals.withVat'), totals.with_vat, 'total-with-vat', true)}
      </Stack>
    </Stack>
  );
}
