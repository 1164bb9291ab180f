import { SimpleGrid, TextInput } from '@mantine/core';
import { INVOICE_LIMITS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/errors.ts';
import { invoiceFieldMessage } from '../utils/invoice-errors.ts';
import type { IssueForm } from '../utils/issue-form.ts';

type HeaderField = 'number' | 'vatRate' | 'issueDate' | 'taxableSupplyDate' | 'dueDate';

/** The number (empty for the next of the series), the VAT rate and the invoice's dates. */
export function InvoiceHeaderFields({
  form,
  nextNumber,
  seriesPrefix,
  error,
  onChange,
}: {
  form: IssueForm;
  nextNumber: string;
  seriesPrefix: string;
  error: unknown;
  onChange: (field: HeaderField, value: string) => void;
}) {
  const { t } = useTranslation();
  const date = (field: HeaderField, errorField: string) => (
    <TextInput
      type="date"
      label={t(`invoicing.issue.${field}`)}
      value={form[field]}
      onChange={(e) => onChange(field, e.currentTarget.value)}
      error={invoiceFieldMessage(fieldError(error, errorField), t)}
      required
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label={t('invoicing.issue.number')}
        description={t('invoicing.issue.numberHint', { prefix: seriesPrefix })}
        placeholder={nextNumber}
        value={form.number}
        maxLength={INVOICE_LIMITS.numberMax}
        onChange={(e) => onChange('number', e.currentTarget.value)}
        error={invoiceFieldMessage(fieldError(error, 'number'), t)}
      />
      <TextInput
        label={t('invoicing.issue.vatRate')}
        description={t('invoicing.issue.vatRateHint')}
        value={form.vatRate}
        inputMode="numeric"
        rightSection="%"
        onChange={(e) => onChange('vatRate', e.currentTarget.value)}
        error={invoiceFieldMessage(fieldError(error, 'vat_rate'), t)}
      />
      {date('issueDate', 'issue_date')}
      {date('taxableSupplyDate', 'taxable_supply_date')}
      {date('dueDate', 'due_date')}
    </SimpleGrid>
  );
}
