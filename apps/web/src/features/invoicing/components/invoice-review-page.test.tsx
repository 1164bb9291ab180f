import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { Route, Routes, useLocation } from 'react-router';
import { fail, invalid } from '../../../test/fake-api.ts';
import {
  billableWorkFixture,
  invoiceFixture,
  signedInApi,
} from '../../../test/invoice-fixtures.ts';
import { renderSignedIn } from '../../../test/signed-in.tsx';
import { InvoiceReviewPage } from './invoice-review-page.tsx';

const I = ROUTES.invoices;
const PATH = '/invoicing/second-step?project=5&from=2026-03-01&to=2026-03-31&grouping=task';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

const renderReview = () =>
  renderSignedIn(
    <Routes>
      <Route path="/invoicing/second-step" element={<InvoiceReviewPage />} />
      <Route path="*" element={<Address />} />
    </Routes>,
    { path: PATH },
  );

const serve = () =>
  signedInApi()
    .on(I.billableWork, ({ body }) => billableWorkFixture(undefined, body.vat_rate ?? 21))
    .on(I.issue, () => ({ invoice: invoiceFixture() }));

describe('InvoiceReviewPage', () => {
  it('shows the lines and totals, and asks the server again when the VAT rate changes', async () => {
    const api = serve();
    await renderReview();
    const lines = await screen.findByRole('table', { name: 'Lines of the invoice' });
    expect(
      within(lines)
        .getAllByTestId('invoice-line')
        .map((r) => r.textContent),
    ).toEqual(['Write copy1:30€50.00€75.00', 'Design2:00€50.00€100.00']);
    expect(screen.getByTestId('total-without-vat').textContent).toBe('€175.00');
    expect(screen.getByTestId('total-vat').textContent).toBe('€36.75');
    expect(screen.getByTestId('total-with-vat').textContent).toBe('€211.75');
    expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveProperty(
      'placeholder',
      '2026-0001',
    );
    expect(screen.getByText(/next number of the series 2026-/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'VAT rate' }), {
      target: { value: '0' },
    });
    await waitFor(() => expect(screen.getByTestId('total-vat').textContent).toBe('€0.00'));
    expect(screen.getByTestId('total-with-vat').textContent).toBe('€175.00');
    expect(screen.getByText('VAT 0 %')).toBeTruthy();
    expect(api.bodiesOf(I.billableWork).at(-1)).toMatchObject({ vat_rate: 0 });
  });

  it('issues the invoice with the form as filled in, then opens it in the list', async () => {
    const api = serve();
    await renderReview();
    const client = await screen.findByRole('group', { name: 'Customer' });
    expect(within(client).getByRole('textbox', { name: 'Company' })).toHaveProperty(
      'value',
      'Acme s.r.o.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Invoice number' }), {
      target: { value: 'INV-7' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note on the invoice' }), {
      target: { value: 'Thank you' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect((await screen.findByTestId('address')).textContent).toBe('/invoicing/list?id=90');
    const [body] = api.bodiesOf(I.issue);
    expect(body).toMatchObject({
      project_id: 5,
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      grouping: 'task',
      number: 'INV-7',
      issue_date: '2026-03-31',
      taxable_supply_date: '2026-03-31',
      due_date: '2026-04-14',
      vat_rate: 21,
      note: 'Thank you',
      client: { company: 'Acme s.r.o.', company_id: '12345678', address: { town: 'Brno' } },
      supplier: { name: 'Olga Owner', email: 'olga@example.test' },
    });
    expect(body).not.toHaveProperty('report_ids');
  });

  it('shows the server’s message on its field, and a conflict above the button', async () => {
    const api = serve().on(I.issue, () =>
      invalid('supplier.name', 'Enter your name or company as the supplier.'),
    );
    await renderReview();
    const supplier = await screen.findByRole('group', { name: 'Supplier' });
    fireEvent.change(within(supplier).getByRole('textbox', { name: 'Name' }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const name = within(supplier).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(supplier).getByText('Enter your name or company as the supplier.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    const taken = 'You have issued an invoice with this number already. Choose another number.';
    api.on(I.issue, () => fail(409, { message: taken, code: 'CONFLICT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
  });
});
