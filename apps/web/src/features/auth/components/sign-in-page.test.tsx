import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

describe('SignInPage', () => {
  it('sends the e-mail and password with the request marker, and shows a refusal', async () => {
    const calls = mockFetch(401, {
      message: 'The e-mail or password is not correct.',
      code: 'INVALID_CREDENTIALS',
    });
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
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      email: 'jana@example.com',
      password: 'wrong password',
    });
    expect((calls[0]!.init.headers as Record<string, string>)['X-Requested-With']).toBe(
      'XMLHttpRequest',
    );
  });
});
