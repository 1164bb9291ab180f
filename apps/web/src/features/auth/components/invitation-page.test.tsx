import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInUser } from '../../../test/signed-in.tsx';
import { InvitationPage } from './invitation-page.tsx';

describe('InvitationPage', () => {
  it('joins, goes to the project and does not ask for the used invitation again', async () => {
    const api = fakeApi()
      .on(ROUTES.projectPeople.invitationInfo, () => ({
        email: 'eva@example.com',
        invited_by: { id: 1, fullname: 'Adam Novak' },
        project: { id: 5, name: 'Website' },
      }))
      .on(ROUTES.projectPeople.acceptInvitation, () => ({ user: signedInUser, project_id: 5 }));
    await renderWithProviders(
      <Routes>
        <Route path="/invitation" element={<InvitationPage />} />
        <Route path="/project/:id" element={<p>Project page</p>} />
      </Routes>,
      { path: '/invitation?token=abcdefabcdefabcdefabcdef' },
    );
    await userEvent.type(await screen.findByLabelText(/Full name/), 'Eva Dvorak');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: /join/i }));
    expect(await screen.findByText('Project page')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.startsWith('/api/auth/invitation?'))).toHaveLength(1),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
