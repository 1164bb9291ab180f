import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProjectTag } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ManageTagsButton } from './manage-tags.tsx';

const tag = (id: number, name: string, parts: Partial<ProjectTag> = {}): ProjectTag => ({
  id,
  tag: name,
  color: null,
  is_private: true,
  can_be_public: false,
  can_be_edited: true,
  users_id: 1,
  usageCount: 2,
  ...parts,
});

const OWN = tag(1, 'Mine');
const PUBLIC = tag(2, 'Shared', { is_private: false, can_be_public: true, color: '#37b24d' });
const OTHERS = tag(3, 'Theirs', { is_private: false, can_be_edited: false, users_id: 9 });

function fakeServer() {
  return fakeApi()
    .on(ROUTES.tags.list, () => ({ tags: [OWN, PUBLIC, OTHERS] }))
    .on(ROUTES.tags.update, ({ body }) => ({ tag: { ...OWN, ...body } }))
    .on(ROUTES.tags.delete, () => ({ deleted: true }));
}
/** The writes the server received: address and body. */
const writes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method !== 'GET').map(({ url, body }) => ({ url, body }));

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Manage tags' }));
  return screen.findByRole('dialog', { name: 'Your tags' });
}

describe('ManageTagsButton', () => {
  it('lists only the user’s own tags, with their use', async () => {
    fakeServer();
    await renderWithProviders(<ManageTagsButton onChanged={() => {}} />);
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('region', { name: 'Mine' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Shared' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Theirs' })).toBeNull();
    expect(within(dialog).getAllByText('on 2 projects')).toHaveLength(2);
  });

  it('renames and recolours a tag, then lets the page refresh its projects', async () => {
    const { calls } = fakeServer();
    const onChanged = vi.fn();
    await renderWithProviders(<ManageTagsButton onChanged={onChanged} />);
    const mine = await within(await openDialog()).findByRole('region', { name: 'Mine' });
    // It may not go public: the user manages no project carrying it.
    expect(within(mine).getByRole<HTMLInputElement>('switch').disabled).toBe(true);
    fireEvent.change(within(mine).getByRole('textbox', { name: /Tag name/ }), {
      target: { value: 'Renamed' },
    });
    fireEvent.click(within(mine).getByRole('radio', { name: 'Red' }));
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        url: '/api/project-tags/update?id=1',
        body: { tag: 'Renamed', color: '#e03131', is_private: true },
      },
    ]);
  });

  it('deletes a tag only once the user confirms', async () => {
    const { calls } = fakeServer();
    const onChanged = vi.fn();
    await renderWithProviders(<ManageTagsButton onChanged={onChanged} />);
    const shared = await within(await openDialog()).findByRole('region', { name: 'Shared' });
    fireEvent.click(within(shared).getByRole('button', { name: 'Delete tag' }));
    expect(writes(calls)).toEqual([]);
    expect(within(shared).getByText('Delete Shared? It is taken off every project.')).toBeTruthy();
    fireEvent.click(within(shared).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(writes(calls)).toEqual([{ url: '/api/project-tags/delete?id=2', body: undefined }]);
  });
});
