import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Invoice } from '@tandem/contract';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/calendar-day.ts';
import { downloadLinks, useCancelInvoice } from '../api/invoicing.api.ts';
import { invoiceErrorMessage } from '../utils/invoice-errors.ts';
import { InvoiceLines } from './invoice-lines.tsx';
import { InvoiceStateBadge, customerName } from './invoice-state-badge.tsx';

/** Asks before an invoice is cancelled, and says why the server refused. */
function CancelInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelInvoice();
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('invoicing.detail.cancel')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('invoicing.detail.cancelTitle', { number: invoice.number })}
      >
        <Stack gap="md">
          <Text>{t('invoicing.detail.cancelText')}</Text>
          {cancel.error && (
            <Alert color="red" role="alert">
              {invoiceErrorMessage(cancel.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('invoicing.detail.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(invoice.id, { onSuccess: () => setOpen(false) })}
            >
              {t('invoicing.detail.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** An invoice: who, when, its lines and totals, its files and, for those who may, its cancel. */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const links = downloadLinks(invoice.id, i18n.language);
  const day = (value: string) => formatDay(value, i18n.language);
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <Stack gap="md" data-testid="invoice-detail">
      <Group gap="xs">
        <InvoiceStateBadge state={invoice.state} />
        <Text size="sm" c="dimmed">
          {invoice.project.name}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {fact(t('invoicing.issue.client'), customerName(invoice.client))}
        {fact(t('invoicing.issue.supplier'), customerName(invoice.supplier))}
        {fact(t('invoicing.detail.period'), `${day(invoice.date_from)} – ${day(invoice.date_to)}`)}
        {fact(t('invoicing.issue.issueDate'), day(invoice.issue_date))}
        {fact(t('invoicing.issue.taxableSupplyDate'), day(invoice.taxable_supply_date))}
        {fact(t('invoicing.issue.dueDate'), day(invoice.due_date))}
      </SimpleGrid>
      <InvoiceLines lines={invoice.lines} totals={invoice.totals} vatRate={invoice.vat_rate} />
      {invoice.note && <Text size="sm">{invoice.note}</Text>}
      <Group gap="xs">
        {(['pdf', 'csv', 'isdoc'] as const).map((kind) => (
          <Button
            key={kind}
            component="a"
            href={links[kind]}
            download
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} />}
          >
            {t(`invoicing.detail.${kind}`)}
          </Button>
        ))}
        {invoice.state === 'issued' && invoice.abilities.cancel && (
          <CancelInvoice invoice={invoice} />
        )}
      </Group>
    </Stack>
  );
}
