import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invoice } from '@tandem/contract';
import { INVOICE_MESSAGES, ROUTES } from '@tandem/contract/browser';
import { fail } from '../../../test/fake-api.ts';
import { projectFixture } from '../../../test/fixtures.ts';
import { invoiceFixture, signedInApi } from '../../../test/invoice-fixtures.ts';
import { renderSignedIn } from '../../../test/signed-in.tsx';
import { InvoiceListPage } from './invoice-list-page.tsx';

const I = ROUTES.invoices;

function serve(invoice: () => Invoice) {
  return signedInApi()
    .on(I.list, () => ({ invoices: [invoice()], has_more: false }))
    .on(I.detail, () => ({ invoice: invoice() }));
}

describe('InvoiceListPage', () => {
  it('lists the invoices, opens one with its files, and cancels it after asking', async () => {
    let invoice = invoiceFixture();
    const api = serve(() => invoice).on(I.cancel, () => {
      invoice = invoiceFixture({ state: 'cancelled', date_cancelled: '2026-04-01T08:00:00Z' });
      return { invoice };
    });
    await renderSignedIn(<InvoiceListPage projects={[projectFixture()]} />, {
      path: '/invoicing/list',
    });
    const row = await screen.findByTestId('invoice-row');
    expect(row.textContent).toContain('Acme s.r.o.');
    expect(row.textContent).toContain('€211.75');
    expect(within(row).getByTestId('invoice-state').textContent).toBe('Issued');

    fireEvent.click(within(row).getByRole('link', { name: '2026-0001' }));
    const detail = await screen.findByTestId('invoice-detail');
    expect(within(detail).getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      '/api/invoices/download-pdf?id=90',
    );
    expect(within(detail).getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/invoices/download-csv?id=90&locale=en-US',
    );
    expect(within(detail).getAllByTestId('invoice-line')).toHaveLength(2);

    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel the invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the invoice 2026-0001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the invoice' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/api/invoices/cancel?id=90')).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('invoice-row')).getByTestId('invoice-state').textContent,
      ).toBe('Cancelled'),
    );
    expect(
      within(screen.getByTestId('invoice-detail')).queryByRole('button', {
        name: 'Cancel the invoice',
      }),
    ).toBeNull();
  });

  it('shows a refused cancel in the dialog, and filters by state in the address', async () => {
    const api = serve(() => invoiceFixture()).on(I.cancel, () =>
      fail(409, { message: INVOICE_MESSAGES.alreadyCancelled, code: 'CONFLICT' }),
    );
    await renderSignedIn(<InvoiceListPage projects={[projectFixture()]} />, {
      path: '/invoicing/list?id=90',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the invoice 2026-0001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the invoice' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This invoice is cancelled already.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.url.startsWith('/api/invoices/list?p=0&state=cancelled')),
      ).toBe(true),
    );
  });
});
