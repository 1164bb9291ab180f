import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../test/signed-in.tsx';
import { runningWorkFixture } from '../../test/work-fixtures.ts';
import { TopBarTimerSlot } from './top-bar-timer-slot.tsx';

const serve = (running: boolean) =>
  fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.workReports.menu, () => ({
      work_running: running ? runningWorkFixture() : null,
      last_work_reports: [],
      time_tracking_hide_finished_tasks: false,
    }));

describe('TopBarTimerSlot', () => {
  it('shows the running timer and marks the body while it runs', async () => {
    serve(true);
    const { unmount } = await renderSignedIn(<TopBarTimerSlot />);
    expect(await screen.findByRole('button', { name: 'Stop timer' })).toBeTruthy();
    expect(document.body.classList.contains('is-tracking')).toBe(true);
    unmount();
    expect(document.body.classList.contains('is-tracking')).toBe(false);
  });

  it('shows nothing, and leaves the body alone, while no timer runs', async () => {
    const api = serve(false);
    await renderSignedIn(<TopBarTimerSlot />);
    await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/timetracking/api/menu'));
    expect(screen.queryByTestId('top-bar-timer')).toBeNull();
    expect(document.body.classList.contains('is-tracking')).toBe(false);
  });
});
