import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, invalid } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInUser } from '../../../test/signed-in.tsx';
import { OutOfOfficeCard } from './out-of-office-card.tsx';

const user = signedInUser;
const OUT_OF_OFFICE = ROUTES.users;

describe('OutOfOfficeCard', () => {
  it('asks for the days when switched on and saves them', async () => {
    const period = { date_from: '2026-07-01', date_to: '2026-07-10' };
    const { calls } = fakeApi().on(OUT_OF_OFFICE.outOfOfficeEnable, () => ({
      user: { ...user, out_of_office: period },
    }));
    await renderWithProviders(<OutOfOfficeCard user={user} />);
    expect(screen.queryByLabelText(/Last day away/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'I am out of office' }));
    fireEvent.change(screen.getByLabelText(/First day away/), {
      target: { value: '2026-07-01' },
    });
    fireEvent.change(screen.getByLabelText(/Last day away/), { target: { value: '2026-07-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/user-profile/out-of-office-enable',
      body: period,
    });
  });

  it('shows the server’s word on a last day before the first', async () => {
    fakeApi().on(OUT_OF_OFFICE.outOfOfficeEnable, () =>
      invalid('date_to', 'The last day must not be before the first one.'),
    );
    await renderWithProviders(
      <OutOfOfficeCard
        user={{ ...user, out_of_office: { date_from: '2026-07-10', date_to: '2026-07-12' } }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The last day must not be before the first one.')).toBeTruthy();
  });

  it('clears a saved period at once when switched off', async () => {
    const { calls } = fakeApi().on(OUT_OF_OFFICE.outOfOfficeDisable, () => ({ user }));
    await renderWithProviders(
      <OutOfOfficeCard
        user={{ ...user, out_of_office: { date_from: '2026-07-01', date_to: '2026-07-10' } }}
      />,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'I am out of office' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/user-profile/out-of-office-disable',
    });
    expect(screen.queryByLabelText(/Last day away/)).toBeNull();
  });
});
