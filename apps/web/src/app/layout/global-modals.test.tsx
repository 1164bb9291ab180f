import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ErrorBody } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../lib/api-client.ts';
import { closeGlobalModal, openReloadPage } from '../../lib/global-modal-state.ts';
import { fail, fakeApi } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { GlobalModals } from './global-modals.tsx';

afterEach(() => act(() => closeGlobalModal()));

/** `modal` goes beyond the contract's error body: the app reads it by hand (global-errors.ts). */
const EXPORT_FAILED: ErrorBody & { modal: { title: string; message: string } } = {
  message: 'Failed',
  code: 'INTERNAL',
  modal: { title: 'Export failed', message: 'The file is too large.' },
};

describe('the global modals', () => {
  it('open the generic error modal for an error body of its shape', async () => {
    await renderWithProviders(<GlobalModals />);
    fakeApi().on(ROUTES.auth.session, () => fail(500, EXPORT_FAILED));
    await expect(call(ROUTES.auth.session, {})).rejects.toMatchObject({ status: 500 });
    const dialog = await screen.findByRole('dialog', { name: 'Export failed' });
    expect(dialog.textContent).toContain('The file is too large.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offer a reload when a new version may be out', async () => {
    await renderWithProviders(<GlobalModals />);
    act(() => openReloadPage());
    const dialog = await screen.findByRole('dialog', { name: 'A new version may be available' });
    expect(dialog.textContent).toContain('Reload');
  });
});
