import { Checkbox, Table, Text } from '@mantine/core';
import type { BillableReport } from '@tandem/contract';
import { formatMoney, formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/format.ts';
import { chosenReports, sumOf } from '../utils/selection.ts';

/**
 * The billable work not invoiced yet, each report with a box to leave it out of the invoice, and
 * the total of the chosen ones.
 */
export function BillableReportsTable({
  reports,
  ids,
  currency,
  timeZone,
  onToggle,
  onToggleAll,
}: {
  reports: BillableReport[];
  ids: number[] | null;
  currency: string;
  timeZone: string;
  onToggle: (id: number) => void;
  onToggleAll: (all: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const chosen = chosenReports(reports, ids);
  const chosenIds = new Set(chosen.map((r) => r.id));
  const sum = sumOf(chosen);
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  const money = (amount: string) => formatMoney(amount, currency, i18n.language);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={t('invoicing.work.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('invoicing.work.all')}
                checked={chosen.length === reports.length}
                indeterminate={chosen.length > 0 && chosen.length < reports.length}
                onChange={(e) => onToggleAll(e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('invoicing.work.date')}</Table.Th>
            <Table.Th>{t('invoicing.work.person')}</Table.Th>
            <Table.Th>{t('invoicing.work.task')}</Table.Th>
            <Table.Th ta="right">{t('invoicing.work.time')}</Table.Th>
            <Table.Th ta="right">{t('invoicing.work.cost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id} data-testid="billable-report">
              <Table.Td>
                <Checkbox
                  aria-label={t('invoicing.work.choose', {
                    task: report.task.name,
                    person: report.worker.fullname,
                    date: day.format(report.date_reported * 1000),
                  })}
                  checked={chosenIds.has(report.id)}
                  onChange={() => onToggle(report.id)}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {day.format(report.date_reported * 1000)}
              </Table.Td>
              <Table.Td>{report.worker.fullname}</Table.Td>
              <Table.Td>
                {report.task.name}
                {report.note && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {report.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatWorkMinutes(report.minutes)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(report.cost.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>
              {t('invoicing.work.chosen', { count: chosen.length, total: reports.length })}
            </Table.Th>
            <Table.Th ta="right" data-testid="billable-minutes">
              {formatWorkMinutes(sum.minutes)}
            </Table.Th>
            <Table.Th ta="right" data-testid="billable-total" style={{ whiteSpace: 'nowrap' }}>
              {money(sum.amount)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
