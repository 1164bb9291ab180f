import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnerChangeRequest, PersonSummary } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { todayIn } from '../../../lib/calendar-day.ts';
import { PeoplePage } from './people-page.tsx';

const person = (id: number, fullname: string, extra: Partial<PersonSummary> = {}) => ({
  id,
  fullname,
  email: `${fullname.split(' ')[0]!.toLowerCase()}@example.test`,
  is_invited: false,
  out_of_office: null,
  projects_count: 1,
  ...extra,
});

const handover = (uuid: string, project: string, author: number, receiver: number) =>
  ({
    uuid,
    author: { id: author, fullname: author === 7 ? 'Olga Owner' : 'Walter Worker' },
    dateRequested: '2026-05-01T10:00:00.000Z',
    project: { id: uuid.length, name: project, color: null },
    receivingUser: { id: receiver, fullname: receiver === 7 ? 'Olga Owner' : 'Walter Worker' },
    requestReceiverUser: {
      id: receiver,
      fullname: receiver === 7 ? 'Olga Owner' : 'Walter Worker',
    },
  }) satisfies OwnerChangeRequest;

function serve(
  people: PersonSummary[],
  lists: { own: OwnerChangeRequest[]; invited: OwnerChangeRequest[] },
) {
  const answer = ({ body }: { body: { uuids: string[] } }) => {
    const answered = [...lists.own, ...lists.invited].filter((r) => body.uuids.includes(r.uuid));
    lists = {
      own: lists.own.filter((r) => !answered.includes(r)),
      invited: lists.invited.filter((r) => !answered.includes(r)),
    };
    return { requests: answered };
  };
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.ownerChangeRequests.list, () => lists)
    .on(ROUTES.ownerChangeRequests.approve, answer)
    .on(ROUTES.ownerChangeRequests.cancel, answer)
    .on(ROUTES.users.list, ({ query }) => {
      const search = query.get('search') ?? '';
      return { users: people.filter((p) => p.fullname.toLowerCase().includes(search)) };
    });
}

const render = () => renderSignedIn(<PeoplePage />);

describe('PeoplePage', () => {
  it('lists people with links, shared projects and who is out of office', async () => {
    const today = todayIn('UTC');
    serve(
      [
        person(2, 'Walter Worker', {
          out_of_office: { date_from: today, date_to: '2999-12-31' },
          projects_count: 2,
        }),
        person(3, 'Ivan Invited', { is_invited: true }),
      ],
      { own: [], invited: [] },
    );
    await render();
    const walter = await screen.findByRole('link', { name: 'Walter Worker' });
    expect(walter.getAttribute('href')).toBe('/user/2');
    const rows = screen.getAllByTestId('person-row');
    expect(rows[0]!.textContent).toContain('Out of office until Dec 31, 2999');
    expect(rows[0]!.textContent).toContain('2 shared projects');
    expect(rows[1]!.textContent).toContain('Invited');
    expect(rows[1]!.textContent).not.toContain('Out of office');
    expect(screen.getByText('No handovers are waiting.')).toBeTruthy();
  });

  it('filters by the search and says when nobody matches', async () => {
    serve([person(2, 'Walter Worker')], { own: [], invited: [] });
    await render();
    await screen.findByRole('link', { name: 'Walter Worker' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), {
      target: { value: 'zed' },
    });
    expect(await screen.findByText('Nobody matches this search.')).toBeTruthy();
  });

  it('approves all incoming handovers at once and withdraws an outgoing one', async () => {
    const { calls } = serve([], {
      own: [handover('own-1', 'Brochure', 7, 2)],
      invited: [handover('in-1', 'Website', 2, 7), handover('in-22', 'Shop', 2, 7)],
    });
    await render();
    expect(
      await screen.findByText(
        'You do not share a project with anyone yet. Add people to a project to work together.',
      ),
    ).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Project handovers' });
    expect(within(section).getAllByTestId('handover-request')).toHaveLength(3);
    expect(section.textContent).toContain('From Walter Worker');
    expect(section.textContent).toContain('To Walter Worker');

    fireEvent.click(within(section).getByRole('button', { name: 'Approve all' }));
    await waitFor(() => expect(within(section).getAllByTestId('handover-request')).toHaveLength(1));
    fireEvent.click(
      within(section).getByRole('button', { name: 'Cancel the handover of Brochure' }),
    );
    expect(await within(section).findByText('No handovers are waiting.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/owner-change-requests/approve',
        body: { uuids: ['in-1', 'in-22'] },
      },
      { method: 'POST', url: '/api/owner-change-requests/cancel', body: { uuids: ['own-1'] } },
    ]);
  });
});
