import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signedInUser } from '../../test/signed-in.tsx';
import { RequireSignedIn } from './guards.tsx';

describe('RequireSignedIn', () => {
  it('while the server cannot be reached, says so and asks again until it answers', async () => {
    fakeApi().on(ROUTES.auth.session, () => ({ user: signedInUser }));
    const served = globalThis.fetch;
    let down = true;
    globalThis.fetch = (input, init) =>
      down ? Promise.reject(new TypeError('Failed to fetch')) : served(input, init);
    await renderWithProviders(
      <Routes>
        <Route element={<RequireSignedIn />}>
          <Route path="/dashboard" element={<p>Dashboard</p>} />
        </Route>
      </Routes>,
      { path: '/dashboard' },
    );
    expect(await screen.findByText(/cannot be reached right now/)).toBeTruthy();
    down = false;
    expect(await screen.findByText('Dashboard', {}, { timeout: 5000 })).toBeTruthy();
  });
});
