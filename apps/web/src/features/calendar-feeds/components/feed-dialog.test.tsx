import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CalendarFeed } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FeedDialog } from './feed-dialog.tsx';

const F = ROUTES.calendarFeeds;
const URL_ = 'https://tandem.example/ical/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';

/** The fake server: one's feeds, made, renewed and stopped as the dialog asks. */
function serve(initial: CalendarFeed[]) {
  let feeds = initial;
  const made = (id: number) => {
    const feed = { id, project: null, date_add: '2026-11-20T10:00:00.000Z' };
    feeds = [feed];
    return { feed: { ...feed, url: URL_, webcal_url: URL_.replace('https://', 'webcal://') } };
  };
  return fakeApi()
    .on(F.list, () => ({ feeds }))
    .on(F.create, () => made(1))
    .on(F.regenerate, () => made(2))
    .on(F.revoke, () => {
      feeds = [];
      return { ok: true as const };
    });
}

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  return screen.findByRole('dialog', { name: 'Subscribe to my tasks' });
}

describe('FeedDialog', () => {
  it('makes an address and shows it once, to copy or to open in a calendar application', async () => {
    const api = serve([]);
    await renderWithProviders(<FeedDialog />);
    const dialog = await open();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create an address' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Calendar address' });
    expect((address as HTMLInputElement).value).toBe(URL_);
    const app = within(dialog).getByRole('link', { name: 'Open in calendar app' });
    expect(app.getAttribute('href')).toBe(URL_.replace('https://', 'webcal://'));
    expect(api.calls.filter((c) => c.url.startsWith(F.create.path))).toHaveLength(1);
  });

  it('asks before stopping a feed in force, and then offers to make one again', async () => {
    serve([{ id: 7, project: null, date_add: '2026-11-20T10:00:00.000Z' }]);
    await renderWithProviders(<FeedDialog />);
    const dialog = await open();
    await within(dialog).findByText(/Shared since/);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    const question = within(dialog).getByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    fireEvent.click(
      within(within(dialog).getByRole('alertdialog')).getByRole('button', { name: 'Stop sharing' }),
    );
    await within(dialog).findByRole('button', { name: 'Create an address' });
  });
});
