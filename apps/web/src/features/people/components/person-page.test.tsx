import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EndpointOutput, userEndpoints } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { PersonPage } from './person-page.tsx';

const walter: EndpointOutput<typeof userEndpoints.detail> = {
  user: {
    id: 2,
    fullname: 'Walter Worker',
    email: 'walter@example.test',
    is_invited: false,
    out_of_office: { date_from: '2999-01-01', date_to: '2999-01-31' },
    projects_count: 2,
  },
  projects: [
    {
      id: 11,
      name: 'Website',
      color: null,
      state: { id: 1, state: 'active' },
      is_commander: true,
      is_owner: false,
    },
    {
      id: 12,
      name: 'Archive box',
      color: null,
      state: { id: 2, state: 'archived' },
      is_commander: true,
      is_owner: true,
    },
  ],
};

/** The fake server, signed in. */
const server = () => fakeApi().on(ROUTES.auth.session, () => ({ user: signedInUser }));

describe('PersonPage', () => {
  it('shows the person, their coming absence and the shared projects with their role', async () => {
    server().on(ROUTES.users.detail, () => walter);
    await renderSignedIn(<PersonPage userId={2} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Walter Worker' })).toBeTruthy();
    expect(screen.getByText('walter@example.test')).toBeTruthy();
    expect(screen.getByText('Away from Jan 1, 2999 to Jan 31, 2999')).toBeTruthy();
    const rows = screen.getAllByTestId('shared-project');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WebsiteCommander',
      'Archive boxArchivedOwner',
    ]);
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('/project/11');
  });

  it('says when the person cannot be seen', async () => {
    server().on(ROUTES.users.detail, () =>
      fail(404, {
        message: 'The person does not exist or you do not have access to it.',
        code: 'NOT_FOUND',
      }),
    );
    await renderSignedIn(<PersonPage userId={99} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This does not exist, or you do not have access to it.',
    );
  });
});
