import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { Route, Routes, useLocation } from 'react-router';
import { projectFixture } from '../../../test/fixtures.ts';
import { billableWorkFixture, signedInApi } from '../../../test/invoice-fixtures.ts';
import { renderSignedIn } from '../../../test/signed-in.tsx';
import { InvoiceStartPage } from './invoice-start-page.tsx';

const PATH = '/fakturace?project=5&from=2026-03-01&to=2026-03-31&grouping=task';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderStart(path = PATH, projects = [projectFixture()]) {
  return renderSignedIn(
    <Routes>
      <Route path="/fakturace" element={<InvoiceStartPage projects={projects} />} />
      <Route path="*" element={<Address />} />
    </Routes>,
    { path },
  );
}

const serve = () => signedInApi().on(ROUTES.invoices.billableWork, () => billableWorkFixture());

describe('InvoiceStartPage', () => {
  it('lists the billable work of the choice, all chosen, and totals what stays chosen', async () => {
    const api = serve();
    await renderStart();
    const table = await screen.findByRole('table', { name: 'Billable work not invoiced yet' });
    expect(api.bodiesOf(ROUTES.invoices.billableWork)[0]).toEqual({
      project_id: 5,
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      grouping: 'task',
    });
    expect(within(table).getAllByTestId('billable-report')).toHaveLength(2);
    expect(screen.getByTestId('billable-minutes').textContent).toBe('3:30');
    expect(screen.getByTestId('billable-total').textContent).toBe('€175.00');
    expect(screen.getByText('2 of 2 entries chosen')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Invoice Design, Walt Worker/ }));
    expect(await screen.findByText('1 of 2 entries chosen')).toBeTruthy();
    expect(screen.getByTestId('billable-minutes').textContent).toBe('1:30');
    expect(screen.getByTestId('billable-total').textContent).toBe('€75.00');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('address')).textContent).toBe(
      '/invoicing/second-step?project=5&from=2026-03-01&to=2026-03-31&grouping=task&ids=40',
    );
  });

  it('chooses none and all with the box of the header, and cannot continue with nothing', async () => {
    serve();
    await renderStart();
    const all = await screen.findByRole('checkbox', { name: 'Choose all the work' });
    fireEvent.click(all);
    expect(await screen.findByText('0 of 2 entries chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    fireEvent.click(all);
    expect(await screen.findByText('2 of 2 entries chosen')).toBeTruthy();
  });

  it('says so when the project has nothing billable, or there is no project to invoice', async () => {
    serve().on(ROUTES.invoices.billableWork, () => billableWorkFixture([]));
    const { unmount } = await renderStart();
    expect((await screen.findByTestId('no-billable-work')).textContent).toBe(
      'Launch has no billable work to invoice in this period.',
    );
    unmount();
    await renderStart('/fakturace', []);
    expect(await screen.findByTestId('nothing-to-invoice')).toBeTruthy();
  });
});
