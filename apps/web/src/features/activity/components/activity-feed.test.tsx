import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActivityFilterData } from '@tandem/contract';
import { EVENT_TYPES, ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { ActivityFeed } from './activity-page.tsx';

const FILTER_DATA: ActivityFilterData = {
  events_types: [...EVENT_TYPES],
  projects: [
    { id: 3, name: 'Launch' },
    { id: 4, name: 'Website' },
  ],
  users: [
    { id: 7, fullname: 'Olga Owner' },
    { id: 9, fullname: 'Walter Worker' },
    { id: 11, fullname: 'Xena Elsewhere' },
  ],
  teams: [],
  default_values: {
    projects_ids: [],
    users_ids: [],
    teams_uuids: [],
    events_types: [],
    order: 'desc',
    date_range: null,
    use_date_with_time: false,
  },
};

/** The names of the options the filter's choices hold (their lists fold away until opened). */
const optionNames = () =>
  screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

/** The fake server: the user, the filter's options and no events. */
function serve() {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.events.filterData, () => FILTER_DATA)
    .on(ROUTES.events.find, () => ({ events: [], page: 0, has_more: false }));
}

describe('ActivityFeed', () => {
  it('keeps a project’s feed to it, offering its people but no choice of projects', async () => {
    const api = serve();
    await renderSignedIn(<ActivityFeed fixedProjectId={3} people={[7, 9]} />);
    expect(
      await screen.findByText(
        'Changes in this project show here as they happen. Try fewer filters.',
      ),
    ).toBeTruthy();
    expect(api.bodiesOf(ROUTES.events.find)[0]).toMatchObject({ projects_ids: [3], users_ids: [] });
    expect(screen.queryByRole('combobox', { name: 'Projects' })).toBeNull();

    expect(optionNames()).toContain('Walter Worker');
    expect(optionNames()).not.toContain('Xena Elsewhere');
    expect(optionNames()).not.toContain('Website');
    fireEvent.click(screen.getByRole('option', { name: 'Walter Worker', hidden: true }));
    await waitFor(() =>
      expect(api.bodiesOf(ROUTES.events.find).at(-1)).toMatchObject({
        projects_ids: [3],
        users_ids: [9],
      }),
    );
  });

  it('offers every project and person on the feed of all projects', async () => {
    const api = serve();
    await renderSignedIn(<ActivityFeed />);
    expect(await screen.findByText('Nothing happened here yet')).toBeTruthy();
    expect(api.bodiesOf(ROUTES.events.find)[0]).toMatchObject({ projects_ids: [], users_ids: [] });
    expect(screen.getByRole('combobox', { name: 'Projects' })).toBeTruthy();
    expect(optionNames()).toEqual(expect.arrayContaining(['Website', 'Xena Elsewhere']));
  });
});
