import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TrashedTasklist } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { tasklistFixture } from '../../../test/fixtures.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { TasklistsTrash } from './tasklists-trash.tsx';

const trashed = (id: number, name: string, canRestore: boolean): TrashedTasklist => ({
  ...tasklistFixture({
    id,
    name,
    count_active_tasks: 2,
    version: 2,
    abilities: {
      update: false,
      create_task: false,
      archive: false,
      finish: false,
      delete: canRestore,
    },
  }),
  project: { id: 3, name: 'Website' },
  date_deleted: '2025-03-04T10:00:00.000Z',
  deleted_by: { id: 7, fullname: 'Olga Owner' },
});

describe('TasklistsTrash', () => {
  it('lists the trash with project and who deleted it, and restores from it', async () => {
    let trash = [trashed(1, 'Copy', true), trashed(2, 'Legal', false)];
    const { calls } = fakeApi()
      .on(ROUTES.auth.session, () => ({ user: signedInUser }))
      .on(ROUTES.tasklists.trash, () => ({ tasklists: trash }))
      .on(ROUTES.tasklists.restoreFromTrash, ({ query }) => {
        const restored = trash.find((l) => l.id === Number(query.get('tlid')))!;
        trash = trash.filter((l) => l !== restored);
        return { tasklist: restored };
      });

    await renderSignedIn(<TasklistsTrash />);
    expect(await screen.findByText('Copy')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Website' })[0]?.getAttribute('href')).toBe(
      '/project/3',
    );
    expect(screen.getAllByText(/Deleted .* by Olga Owner/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Restore Legal' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Restore Copy' }));
    await waitFor(() => expect(screen.queryByText('Copy')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/tasklists/restore-from-trash?tlid=1',
    ]);
    expect(screen.getByText('Legal')).toBeTruthy();
  });

  it('says when the trash is empty', async () => {
    fakeApi()
      .on(ROUTES.auth.session, () => ({ user: signedInUser }))
      .on(ROUTES.tasklists.trash, () => ({ tasklists: [] }));
    await renderSignedIn(<TasklistsTrash />);
    expect(await screen.findByText('There are no task lists in the trash.')).toBeTruthy();
  });
});
