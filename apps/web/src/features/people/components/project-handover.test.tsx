import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OwnerChangeRequest, Project, ProjectWorker } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { useProjectHandover } from './project-handover.tsx';

const worker = (id: number, fullname: string, invited = false) =>
  ({ id, fullname, is_worker_invited: invited }) as ProjectWorker;
const walter = worker(2, 'Walter Worker');
const ivan = worker(3, 'Ivan Invited', true);

const project = {
  id: 5,
  name: 'Website',
  owner: { id: 7, fullname: 'Olga Owner' },
  state: { id: 1, state: 'active' },
  // As the server sends it to the owner of an active project.
  abilities: { hand_over: true },
} as Project;

/** The People list in small: a button per person the owner may ask, and the handover panel. */
function Harness({ of }: { of: Project }) {
  const handover = useProjectHandover(of);
  return (
    <div>
      {[walter, ivan].map((person) => {
        const ask = handover.actionFor(person);
        return ask ? (
          <button key={person.id} type="button" onClick={ask}>
            {`Hand over to ${person.fullname}`}
          </button>
        ) : null;
      })}
      {handover.panel}
    </div>
  );
}

function serve(lists: { own: OwnerChangeRequest[]; invited: OwnerChangeRequest[] }) {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.ownerChangeRequests.list, () => lists)
    .on(ROUTES.ownerChangeRequests.create, () => {
      const request: OwnerChangeRequest = {
        uuid: 'u-1',
        author: { id: 7, fullname: 'Olga Owner' },
        dateRequested: '2026-05-01T10:00:00.000Z',
        project: { id: 5, name: 'Website', color: null },
        receivingUser: { id: 2, fullname: 'Walter Worker' },
        requestReceiverUser: { id: 2, fullname: 'Walter Worker' },
      };
      lists = { ...lists, own: [request] };
      return { request };
    });
}

describe('useProjectHandover', () => {
  it('lets the owner ask an activated member after a confirmation, then shows it pending', async () => {
    const { calls } = serve({ own: [], invited: [] });
    await renderSignedIn(<Harness of={project} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hand over to Walter Worker' }));
    expect(screen.queryByRole('button', { name: 'Hand over to Ivan Invited' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Hand over the project' });
    expect(dialog.textContent).toContain('Ask Walter Worker to take over Website?');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByTestId('pending-handover')).textContent).toContain(
      'Waiting for Walter Worker to approve the handover of this project.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/owner-change-requests/create',
        body: { project_id: 5, user_id: 2 },
      },
    ]);
    // One request at a time: nobody else can be asked while it waits.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Hand over to Walter Worker' })).toBeNull(),
    );
  });

  it('offers nothing to a member who is not the owner', async () => {
    serve({ own: [], invited: [] });
    await renderSignedIn(
      <Harness
        of={{
          ...project,
          owner: { id: 2, fullname: 'Walter Worker' },
          abilities: { ...project.abilities, hand_over: false },
        }}
      />,
    );
    await waitFor(() => expect(screen.queryAllByRole('button')).toHaveLength(0));
  });
});
