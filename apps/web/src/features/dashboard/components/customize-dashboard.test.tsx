import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { CustomizeDashboard } from './customize-dashboard.tsx';

/** The section names in the order the dashboard would show them. */
function Order() {
  const { dashboard } = useCurrentUser();
  return (
    <output data-testid="order">
      {dashboard.sections.map((s) => `${s.id}${s.hidden ? '-' : ''}`).join(' ')}
    </output>
  );
}

describe('CustomizeDashboard', () => {
  it('hides and moves sections at once and saves each change', async () => {
    const api = fakeApi()
      .on(ROUTES.auth.session, () => ({ user: signedInUser }))
      .on(ROUTES.auth.saveDashboard, ({ body }) => ({
        user: { ...signedInUser, dashboard: body },
      }));
    await renderSignedIn(
      <>
        <CustomizeDashboard />
        <Order />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Recent activity that concerns you' }),
    );
    await waitFor(() => expect(screen.getByTestId('order').textContent).toContain('activity-'));
    fireEvent.click(screen.getByRole('button', { name: 'Move My priorities up' }));
    await waitFor(() =>
      expect(screen.getByTestId('order').textContent).toMatch(/^my_priorities my_tasks/),
    );
    const saved = api.bodiesOf(ROUTES.auth.saveDashboard);
    expect(saved).toHaveLength(2);
    expect(saved[1]!.sections.slice(0, 2)).toEqual([
      { id: 'my_priorities', hidden: false },
      { id: 'my_tasks', hidden: false },
    ]);
  });

  it('puts the layout back when the server refuses', async () => {
    const api = fakeApi()
      .on(ROUTES.auth.session, () => ({ user: signedInUser }))
      .on(ROUTES.auth.saveDashboard, () => fail(403, { message: 'No', code: 'FORBIDDEN' }));
    await renderSignedIn(
      <>
        <CustomizeDashboard />
        <Order />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move My priorities up' }));
    await waitFor(() => expect(api.bodiesOf(ROUTES.auth.saveDashboard)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('order').textContent).toMatch(/^my_tasks my_priorities/),
    );
  });
});
