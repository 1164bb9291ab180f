import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RolesButton } from './roles-button.tsx';

describe('RolesButton', () => {
  it('opens the roles dialog, whose code loads on demand, on the first click and closes it', async () => {
    fakeApi().on(ROUTES.roles.list, () => ({ roles: [] }));
    await renderWithProviders(<RolesButton />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Roles' }));
    await screen.findByRole('dialog', { name: 'Roles' });
    expect((await screen.findByText('You have no roles yet.')).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
