import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

describe('SignInPage', () => {
  it('sends the e-mail and password with the request marker, and shows a refusal', async () => {
    const { calls } = fakeApi().on(ROUTES.auth.signIn, () =>
      fail(401, { message: 'The e-mail or password is not correct.', code: 'INVALID_CREDENTIALS' }),
    );
    // The fake API keeps no headers: a spy on it sees the ones sent.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderWithProviders(<SignInPage />, { path: '/signin' });
    fireEvent.change(screen.getByRole('textbox', { name: /e-mail/i }), {
      target: { value: 'jana@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^password/i, { selector: 'input' }), {
      target: { value: 'wrong password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The e-mail or password is not correct.',
    );
    expect(calls[0]!.url).toBe('/api/auth/signin');
    expect(calls[0]!.body).toEqual({
      email: 'jana@example.com',
      password: 'wrong password',
    });
    expect(
      (fetchSpy.mock.calls[0]![1]!.headers as Record<string, string>)['X-Requested-With'],
    ).toBe('XMLHttpRequest');
  });
});
