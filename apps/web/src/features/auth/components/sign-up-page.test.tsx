import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignUpPage } from './sign-up-page.tsx';

describe('SignUpPage', () => {
  it("sends the name, e-mail and password with the page's language and the browser's time zone", async () => {
    const { calls } = fakeApi().on(ROUTES.auth.signUp, () =>
      fail(400, { message: 'The form is not valid.', code: 'VALIDATION_FAILED' }),
    );
    await renderWithProviders(<SignUpPage />, { path: '/signup' });
    const fullname = screen.getByRole('textbox', { name: /full name/i });
    expect(fullname.getAttribute('autocomplete')).toBe('name');
    expect(fullname.getAttribute('maxlength')).not.toBeNull();
    fireEvent.change(fullname, { target: { value: 'Jana Nova' } });
    fireEvent.change(screen.getByRole('textbox', { name: /e-mail/i }), {
      target: { value: 'jana@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^password/i, { selector: 'input' }), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/auth/signup');
    expect(calls[0]!.body).toEqual({
      fullname: 'Jana Nova',
      email: 'jana@example.com',
      password: 'correct horse battery',
      locale_code: 'en-US',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
