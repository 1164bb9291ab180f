import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { tasklistFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TasklistTransferModal } from './tasklist-transfer-modal.tsx';

const tasklist = tasklistFixture({
  id: 5,
  name: 'Launch',
  count_active_tasks: 2,
  project: { id: 3 },
});

/** Answers the allowed projects, and the moved or copied list. */
function serve() {
  const transferred = () => ({ tasklist: { ...tasklist, id: 9, project: { id: 4 } } });
  return fakeApi()
    .on(ROUTES.projectsActions.allowedToMoveTasklistTo, () => ({
      projects: [
        { id: 4, name: 'Website', color: '#f00' },
        { id: 6, name: 'Shop', color: null },
      ],
    }))
    .on(ROUTES.tasklists.move, transferred)
    .on(ROUTES.tasklists.copy, transferred);
}
/** The writes among the calls. */
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

describe('TasklistTransferModal', () => {
  it('lists the projects the list may go to and moves it to the chosen one', async () => {
    const { calls } = serve();
    let closed = false;
    await renderWithProviders(
      <TasklistTransferModal tasklist={tasklist} mode="move" onClose={() => (closed = true)} />,
    );
    expect(await screen.findByText('Move Launch to another project')).toBeTruthy();
    const move = screen.getByRole('button', { name: 'Move' });
    expect(move.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: 'Website' }));
    fireEvent.click(move);
    await waitFor(() => expect(closed).toBe(true));
    expect(writes(calls)).toEqual([
      { method: 'POST', url: '/api/tasklists/move?tlid=5', body: { project_id: 4 } },
    ]);
  });

  it('copies under the name chosen', async () => {
    const { calls } = serve();
    await renderWithProviders(
      <TasklistTransferModal tasklist={tasklist} mode="copy" onClose={() => {}} />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Shop' }));
    const name = screen.getByRole('textbox', { name: 'Name of the copy' });
    expect((name as HTMLInputElement).value).toBe('Launch');
    fireEvent.change(name, { target: { value: 'Launch again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'POST',
      url: '/api/tasklists/copy?tlid=5',
      body: { project_id: 6, name: 'Launch again' },
    });
  });

  it('says so when no project may receive the list', async () => {
    fakeApi().on(ROUTES.projectsActions.allowedToMoveTasklistTo, () => ({ projects: [] }));
    await renderWithProviders(
      <TasklistTransferModal tasklist={tasklist} mode="move" onClose={() => {}} />,
    );
    expect(
      await screen.findByText('There is no other active project where you may add task lists.'),
    ).toBeTruthy();
  });
});
