import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DevPage } from './dev-page.tsx';

describe('DevPage', () => {
  it('shows every address in a mail as a link, one to this app inside it', async () => {
    const here = `${window.location.origin}/reset-password?token=abc`;
    const elsewhere = 'https://tandem.example.com/invitation?token=xyz';
    fakeApi().on(ROUTES.system.outbox, () => ({
      enabled: true,
      mails: [
        {
          id: 1,
          to: 'eva@example.com',
          subject: 'Links',
          text: `Here: ${here}\nThere: ${elsewhere}\n`,
          date_add: new Date(0).toISOString(),
        },
      ],
    }));
    await renderWithProviders(<DevPage />);
    const inside = await screen.findByRole('link', { name: here });
    expect(inside.getAttribute('href')).toBe('/reset-password?token=abc');
    const outside = screen.getByRole('link', { name: elsewhere });
    expect(outside.getAttribute('href')).toBe(elsewhere);
    expect(outside.getAttribute('target')).toBe('_blank');
  });
});
