import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Tasklist } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, type FakeFailure } from '../../../test/fake-api.ts';
import { tasklistFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TASK_SLOTS } from '../../../app/task-slots.ts';
import { TaskSlotsProvider } from '../../../lib/task-slots.tsx';
import type { ReactElement } from 'react';

/** The board as the app composes it: with the task lists' headings and the rows' marks. */
const renderBoard = (board: ReactElement) =>
  renderWithProviders(<TaskSlotsProvider slots={TASK_SLOTS}>{board}</TaskSlotsProvider>);
import { TasklistsBoard } from './tasklists-board.tsx';

const tasklist = (id: number, name: string, abilities: Partial<Tasklist['abilities']> = {}) =>
  tasklistFixture({ id, name, abilities });

/** A write the test answers when it decides, with a refusal. */
interface HeldWrite {
  url: string;
  body: unknown;
  reply: (refusal: FakeFailure) => void;
}

/** A server that answers the board's reads at once and holds each write for the test to answer. */
function fakeServer(lists: Tasklist[]) {
  const writes: HeldWrite[] = [];
  const hold = ({ url, body }: { url: string; body: unknown }) =>
    new Promise<FakeFailure>((reply) => writes.push({ url, body, reply }));
  fakeApi()
    .on(ROUTES.tasklists.list, () => ({ tasklists: lists }))
    .on(ROUTES.taskBoard.board, () => ({
      project: { id: 1, name: 'Launch', currency: 'EUR' },
      tasklists: [],
      people: [],
      tasks: [],
    }))
    .on(ROUTES.tasklists.reorder, hold)
    .on(ROUTES.tasklists.archive, hold)
    .on(ROUTES.tasklists.update, hold);
  return writes;
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/**
 * Opens a list's actions. jsdom has no layout, so Mantine takes the menu's anchor for scrolled
 * away and hides the dropdown with display: none; the items are there, only not "visible".
 */
async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu', { hidden: true });
}

const item = (menu: HTMLElement, name: string) =>
  within(menu).getByRole('menuitem', { name, hidden: true });

describe('TasklistsBoard', () => {
  it('moves a list at once, and puts it back when the server refuses', async () => {
    const writes = fakeServer([tasklist(1, 'Alpha'), tasklist(2, 'Beta')]);
    await renderBoard(<TasklistsBoard projectId={1} canCreateTasklist />);
    const menu = await openMenu('Alpha');
    expect(within(menu).queryByRole('menuitem', { name: 'Move up', hidden: true })).toBeNull();
    fireEvent.click(item(menu, 'Move down'));

    await waitFor(() => expect(headings()).toEqual(['Beta', 'Alpha']));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: '/api/tasklists/reorder?pid=1',
      body: { order: [2, 1] },
    });
    writes[0]!.reply(fail(500, { message: 'Down', code: 'INTERNAL' }));
    await waitFor(() => expect(headings()).toEqual(['Alpha', 'Beta']));
  });

  it('offers only the actions the abilities allow', async () => {
    fakeServer([
      tasklist(1, 'Limited', { update: false, archive: false, delete: false }),
      tasklist(2, 'Read only', { update: false, archive: false, finish: false, delete: false }),
    ]);
    await renderBoard(<TasklistsBoard projectId={1} canCreateTasklist={false} />);
    const menu = await openMenu('Limited');
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Finish', 'Copy to project…']);
    // Copying needs only reading; moving, like deleting, needs the delete ability.
    const readOnlyButton = screen.getByRole('button', { name: 'Actions for Read only' });
    fireEvent.click(readOnlyButton);
    const readOnly = await waitFor(() => {
      const menu = document.getElementById(readOnlyButton.getAttribute('aria-controls') ?? '');
      if (!menu) throw new Error('the menu of Read only is not open');
      return menu;
    });
    expect(
      within(readOnly)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Copy to project…']);
  });

  it('offers moving and copying a list the user may delete', async () => {
    fakeServer([tasklist(1, 'Alpha')]);
    await renderBoard(<TasklistsBoard projectId={1} canCreateTasklist />);
    const names = within(await openMenu('Alpha'))
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent);
    expect(names).toContain('Move to project…');
    expect(names).toContain('Copy to project…');
  });

  it('says whom to ask instead of offering a new list when a role denies it', async () => {
    fakeServer([tasklist(1, 'Alpha')]);
    await renderBoard(
      <TasklistsBoard
        projectId={1}
        canCreateTasklist={false}
        createDeniedBy={{ id: 1, fullname: 'Olga Owner' }}
      />,
    );
    expect((await screen.findByTestId('tasklist-create-denied')).textContent).toBe(
      'Olga Owner has not allowed you to create task lists in this project. Ask them if you need to.',
    );
    expect(screen.queryByRole('textbox', { name: 'New task list' })).toBeNull();
  });

  it('takes an archived list off the board at once, and brings it back on failure', async () => {
    const writes = fakeServer([tasklist(1, 'Alpha'), tasklist(2, 'Beta')]);
    await renderBoard(<TasklistsBoard projectId={1} canCreateTasklist />);
    fireEvent.click(item(await openMenu('Beta'), 'Archive'));
    await waitFor(() => expect(headings()).toEqual(['Alpha']));
    await waitFor(() => expect(writes[0]?.url).toBe('/api/tasklists/archive?tlid=2'));
    writes[0]!.reply(fail(403, { message: 'No', code: 'FORBIDDEN' }));
    await waitFor(() => expect(headings()).toEqual(['Alpha', 'Beta']));
  });

  it('renames inline with the version it shows, and offers a reload on a conflict', async () => {
    const writes = fakeServer([tasklist(1, 'Alpha')]);
    await renderBoard(<TasklistsBoard projectId={1} canCreateTasklist />);
    fireEvent.click(item(await openMenu('Alpha'), 'Rename'));
    const field = await screen.findByRole('textbox', { name: 'Name of the task list' });
    expect(field).toHaveProperty('value', 'Alpha');
    fireEvent.change(field, { target: { value: 'Omega' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: '/api/tasklists/update?tlid=1',
      body: { name: 'Omega', version: 1 },
    });
    writes[0]!.reply(fail(409, { message: 'Changed', code: 'CONFLICT' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Someone else changed this in the meantime',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(headings()).toEqual(['Alpha']));
  });
});
