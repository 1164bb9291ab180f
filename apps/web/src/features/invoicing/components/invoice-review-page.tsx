import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BillableWork } from '@tandem/contract';
import { INVOICE_LIMITS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldError } from '../../../components/errors.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useBillableWork, useIssueInvoice } from '../api/invoicing.api.ts';
import { invoiceErrorMessage, invoiceFieldMessage } from '../utils/invoice-errors.ts';
import { formFromDraft, issueBody, vatRateOf } from '../utils/issue-form.ts';
import type { IssueForm } from '../utils/issue-form.ts';
import { choiceBody, choiceParams, readChoice } from '../utils/work-choice.ts';
import type { WorkChoice } from '../utils/work-choice.ts';
import { InvoiceHeaderFields } from './invoice-header-fields.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { PartyFields } from './party-fields.tsx';

/** Fields whose errors show beside them; any other error shows above the button. */
const FIELDS = ['number', 'vat_rate', 'issue_date', 'taxable_supply_date', 'due_date'];
const PARTIES = ['supplier', 'client', 'note'];

/** Why an issue failed, when no field says it. */
function IssueAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error || [...FIELDS, ...PARTIES].some((field) => fieldError(error, field))) return null;
  return (
    <Alert color="red" role="alert">
      {invoiceErrorMessage(error, t)}
    </Alert>
  );
}

/** The form of an invoice, filled in from the draft, with lines that follow the VAT rate. */
function IssueInvoiceForm({ work, choice }: { work: BillableWork; choice: WorkChoice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<IssueForm>(() => formFromDraft(work.draft));
  const [rate] = useDebouncedValue(vatRateOf(form.vatRate), 400);
  const priced = useBillableWork(choiceBody(choice, rate ?? work.draft.vat_rate));
  const shown = priced.data ?? work;
  const issue = useIssueInvoice();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = issueBody(choice, form, work.draft.supplier.note);
    if (!body) return;
    issue.mutate(body, {
      onSuccess: ({ invoice }) => void navigate(`/invoicing/list?id=${invoice.id}`),
    });
  };
  return (
    <Stack component="form" gap="lg" onSubmit={submit} aria-label={t('invoicing.issue.form')}>
      <Stack gap="sm" component="section" aria-labelledby="invoice-lines-title">
        <Title order={2} size="h4" id="invoice-lines-title">
          {t('invoicing.lines.title')}
        </Title>
        <InvoiceLines
          lines={shown.lines}
          totals={shown.totals}
          vatRate={priced.data ? (rate ?? work.draft.vat_rate) : work.draft.vat_rate}
          busy={priced.isPlaceholderData || priced.isFetching}
        />
      </Stack>
      <InvoiceHeaderFields
        form={form}
        nextNumber={work.draft.number}
        seriesPrefix={work.draft.series_prefix}
        error={issue.error}
        onChange={(field, value) => setForm((f) => ({ ...f, [field]: value }))}
      />
      {(['supplier', 'client'] as const).map((party) => (
        <PartyFields
          key={party}
          party={party}
          value={form[party]}
          error={issue.error}
          onChange={(field, text) =>
            setForm((f) => ({ ...f, [party]: { ...f[party], [field]: text } }))
          }
        />
      ))}
      <Textarea
        label={t('invoicing.issue.note')}
        value={form.note}
        maxLength={INVOICE_LIMITS.noteMax}
        rows={3}
        onChange={(e) => {
          const note = e.currentTarget.value;
          setForm((f) => ({ ...f, note }));
        }}
        error={invoiceFieldMessage(fieldError(issue.error, 'note'), t)}
      />
      <IssueAlert error={issue.error} />
      <Group justify="space-between">
        <Button
          component={Link}
          to={`/fakturace?${choiceParams(choice).toString()}`}
          variant="default"
        >
          {t('invoicing.issue.back')}
        </Button>
        <Button type="submit" loading={issue.isPending}>
          {t('invoicing.issue.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The second step of invoicing (`/invoicing/second-step`): the lines of the chosen work, the
 * totals with the VAT rate, the number, the dates and the parties; then the invoice is issued.
 */
export function InvoiceReviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const choice = readChoice(params, { from: '', to: '' });
  const body = choiceBody(choice);
  const work = useBillableWork(body);
  return (
    <Page title={t('invoicing.issue.title')}>
      {body === null ? (
        <Button component={Link} to="/fakturace" variant="default" style={{ alignSelf: 'start' }}>
          {t('invoicing.issue.chooseWork')}
        </Button>
      ) : (
        <QueryState query={work}>
          {(data) => <IssueInvoiceForm work={data} choice={choice} />}
        </QueryState>
      )}
    </Page>
  );
}
