import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RolesButton } from './roles-button.tsx';

describe('RolesButton', () => {
  it('opens the roles dialog, whose code loads on demand, on the first click and closes it', async () => {
    mockFetch(200, { roles: [] });
    await renderWithProviders(<RolesButton />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Roles' }));
    await screen.findByRole('dialog', { name: 'Roles' });
    expect((await screen.findByText('You have no roles yet.')).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
