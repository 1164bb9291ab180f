import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser, TrashedTasklist } from '@tandem/contract';
import { useSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TasklistsTrash } from './tasklists-trash.tsx';

const user: CurrentUser = {
  id: 7,
  fullname: 'Olga Owner',
  fname: 'Olga',
  lname: 'Owner',
  email: 'olga@example.test',
  locale_code: 'en-US',
  language_code: 'en',
  mention_key: 'olga',
  avatar: null,
  timezone: 'UTC',
  has_api_key: false,
  out_of_office: null,
};

const trashed = (id: number, name: string, canRestore: boolean): TrashedTasklist => ({
  id,
  name,
  state: { id: 1, state: 'active' },
  count_active_tasks: 2,
  has_pinned_documents: false,
  date_activation: '2025-01-01T00:00:00.000Z',
  date_finished: null,
  date_archived: null,
  count_comments: 0,
  project: { id: 3, name: 'Website' },
  version: 2,
  date_deleted: '2025-03-04T10:00:00.000Z',
  deleted_by: { id: 7, fullname: 'Olga Owner' },
  abilities: {
    update: false,
    create_task: false,
    archive: false,
    finish: false,
    delete: canRestore,
  },
});

/** The trash renders only for a signed-in user, as behind the app's sign-in guard. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().data ? children : null;
}

describe('TasklistsTrash', () => {
  it('lists the trash with project and who deleted it, and restores from it', async () => {
    const posts: string[] = [];
    let trash = [trashed(1, 'Copy', true), trashed(2, 'Legal', false)];
    globalThis.fetch = ((url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posts.push(url);
        const restored = trash.find((l) => url.endsWith(`tlid=${l.id}`))!;
        trash = trash.filter((l) => l !== restored);
        return Promise.resolve(Response.json({ tasklist: restored }));
      }
      if (url === '/api/user/me') return Promise.resolve(Response.json({ user }));
      return Promise.resolve(Response.json({ tasklists: trash }));
    }) as typeof fetch;

    await renderWithProviders(
      <SignedIn>
        <TasklistsTrash />
      </SignedIn>,
    );
    expect(await screen.findByText('Copy')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Website' })[0]?.getAttribute('href')).toBe(
      '/project/3',
    );
    expect(screen.getAllByText(/Deleted .* by Olga Owner/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Restore Legal' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Restore Copy' }));
    await waitFor(() => expect(screen.queryByText('Copy')).toBeNull());
    expect(posts).toEqual(['/api/tasklists/restore-from-trash?tlid=1']);
    expect(screen.getByText('Legal')).toBeTruthy();
  });

  it('says when the trash is empty', async () => {
    globalThis.fetch = ((url: string) =>
      Promise.resolve(
        Response.json(url === '/api/user/me' ? { user } : { tasklists: [] }),
      )) as typeof fetch;
    await renderWithProviders(
      <SignedIn>
        <TasklistsTrash />
      </SignedIn>,
    );
    expect(await screen.findByText('There are no task lists in the trash.')).toBeTruthy();
  });
});
