import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ActivityEvent } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { RecentActivity } from './recent-activity.tsx';

const finished: ActivityEvent = {
  id: 41,
  date_action: '2026-07-06T09:00:00.000Z',
  type: 'task.finished',
  was_moved: false,
  author: { id: 9, fullname: 'Walter Worker' },
  who: null,
  project: { id: 3, name: 'Launch' },
  tasklist: { id: 5, name: 'To do' },
  task: { id: 12, name: 'Write the brief', is_taskcheck: false },
};

describe('RecentActivity', () => {
  it('asks for the activity that concerns the viewer and shows it under its title', async () => {
    const api = fakeApi()
      .on(ROUTES.auth.session, () => ({ user: signedInUser }))
      .on(ROUTES.events.find, () => ({ events: [finished], page: 0, has_more: false }));
    await renderSignedIn(<RecentActivity />);
    expect(await screen.findByText('Recent activity that concerns you')).toBeTruthy();
    expect(await screen.findByText('Walter Worker finished Write the brief')).toBeTruthy();
    expect(api.bodiesOf(ROUTES.events.find)).toEqual([{ concerns_me: true }]);
  });
});
