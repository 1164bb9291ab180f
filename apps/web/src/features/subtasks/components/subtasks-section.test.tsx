import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EndpointOf, EndpointOutput, Task, Taskcheck } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, invalid, type FakeFailure } from '../../../test/fake-api.ts';
import { taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SubtasksSection } from './subtasks-section.tsx';

const owner = { id: 1, fullname: 'Olga Owner' };
const walter = { id: 2, fullname: 'Walter Worker' };
const abilities = {
  update: true,
  finish: true,
  delete: true,
  edit_name: true,
  edit_due_dates: true,
};

function check(id: number, name: string, fields: Partial<Taskcheck> = {}): Taskcheck {
  const state = fields.state ?? { id: 1, state: 'active' };
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    task_id: 5,
    name,
    state,
    worker: null,
    due_date: null,
    due_date_end: null,
    due_date_plus_days: null,
    due_date_end_plus_days: null,
    author: owner,
    finished_by: null,
    date_add: '2026-01-01T00:00:00.000Z',
    date_finished: null,
    sorting_key: `a${id}`,
    smart_task: null,
    subtask_name: name,
    subtask_state: state,
    labels: [],
    priority_enum: null,
    version: 1,
    ...fields,
  };
}

const SUBTASKS = ROUTES.taskchecks;
/** Any route of the subtasks. */
type SubtaskRoute = (typeof SUBTASKS)[keyof typeof SUBTASKS];
/** What the test answers a held write with: what a subtask route answers, or a refusal. */
type Reply = EndpointOutput<EndpointOf<SubtaskRoute>> | FakeFailure;
interface Write {
  url: string;
  body: unknown;
  reply: (answer: Reply) => void;
}

/** A server that answers the list at once and holds each write for the test to answer. */
function fakeServer(checks: Taskcheck[], rights = abilities) {
  const writes: Write[] = [];
  const api = fakeApi().on(SUBTASKS.list, () => ({
    taskchecks: checks,
    workers: [owner, walter],
    abilities: rights,
  }));
  const held: SubtaskRoute[] = Object.values(SUBTASKS).filter((route) => route.method !== 'GET');
  for (const route of held)
    api.on(
      route,
      ({ url, body }) => new Promise<Reply>((reply) => writes.push({ url, body, reply })),
    );
  return writes;
}

const rowNames = () => screen.queryAllByTestId('subtask-name').map((name) => name.textContent);
const render = (task: Task = taskFixture()) => renderWithProviders(<SubtasksSection task={task} />);

/** Opens a subtask's actions; jsdom has no layout, so the dropdown's items count as hidden. */
async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu', { hidden: true });
}
const menuItem = (menu: HTMLElement, name: string) =>
  within(menu).getByRole('menuitem', { name, hidden: true });

describe('SubtasksSection', () => {
  it('lists the subtasks with their progress, names shown as text', async () => {
    fakeServer([
      check(1, 'Draft', { state: { id: 5, state: 'finished' } }),
      check(2, '<script>alert(1)</script>', { worker: walter, due_date: '2026-05-10' }),
    ]);
    await render();
    expect(await screen.findByText('<script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByRole('img', { name: '1 of 2 subtasks finished' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Reopen Draft' })).toHaveProperty('checked', true);
    const worker = screen.getByRole('combobox', { name: 'Who does <script>alert(1)</script>' });
    expect((worker as HTMLSelectElement).value).toBe('2');
    expect(screen.getByLabelText('Due date of <script>alert(1)</script>')).toHaveProperty(
      'value',
      '2026-05-10',
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('finishes a subtask at once, and takes it back when the server refuses', async () => {
    const writes = fakeServer([check(1, 'Draft')]);
    await render();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Finish Draft' }));
    expect(screen.getByRole('checkbox', { name: 'Reopen Draft' })).toHaveProperty('checked', true);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.url).toBe('/api/taskchecks/finish?id=1');
    writes[0]!.reply(fail(403, { message: 'No', code: 'FORBIDDEN' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Finish Draft' })).toHaveProperty(
        'checked',
        false,
      ),
    );
  });

  it('adds the name typed when Enter is pressed, and empties the field', async () => {
    const writes = fakeServer([]);
    await render();
    expect(await screen.findByText('No subtasks yet.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Add a subtask' });
    fireEvent.change(field, { target: { value: 'Call the printer' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: '/api/taskchecks/create?tid=5',
      body: { name: 'Call the printer' },
    });
    writes[0]!.reply({ taskcheck: check(9, 'Call the printer') });
    await waitFor(() => expect(rowNames()).toEqual(['Call the printer']));
    expect(field).toHaveProperty('value', '');
  });

  it('shows why a name was refused under the field, keeping what was typed', async () => {
    const writes = fakeServer([]);
    await render();
    const field = await screen.findByRole('textbox', { name: 'Add a subtask' });
    fireEvent.change(field, { target: { value: 'Odd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    writes[0]!.reply(invalid('name', 'The name must not be empty.'));
    expect(await screen.findByText('The name must not be empty.')).toBeTruthy();
    expect(field).toHaveProperty('value', 'Odd');
  });

  it('offers to add a pasted list line by line, and lists the lines refused', async () => {
    const writes = fakeServer([]);
    await render();
    const field = await screen.findByRole('textbox', { name: 'Add a subtask' });
    const text = 'Buy paper\n\nPrint flyers\nA line far too long';
    fireEvent.paste(field, { clipboardData: { getData: () => text } });
    const offer = await screen.findByRole('dialog', { name: 'Add pasted lines' });
    expect(offer.textContent).toContain('You pasted 3 lines.');
    fireEvent.click(within(offer).getByRole('button', { name: 'Add 3 subtasks' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: '/api/taskchecks/create-bulk?tid=5',
      body: { names: text },
    });
    writes[0]!.reply({
      taskchecks: [check(1, 'Buy paper'), check(2, 'Print flyers')],
      invalid_taskchecks_names: ['A line far too long'],
    });
    await waitFor(() => expect(rowNames()).toEqual(['Buy paper', 'Print flyers']));
    const refused = screen.getByRole('alert');
    expect(refused.textContent).toContain('1 line could not be added');
    expect(refused.textContent).toContain('A line far too long');
    expect(screen.queryByRole('dialog', { name: 'Add pasted lines' })).toBeNull();
  });

  it('pastes a single line as it is, and several as one name when asked', async () => {
    const writes = fakeServer([]);
    await render();
    const field = await screen.findByRole('textbox', { name: 'Add a subtask' });
    fireEvent.paste(field, { clipboardData: { getData: () => 'One\nTwo' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Paste as one name' }));
    expect(field).toHaveProperty('value', 'One Two');
    expect(writes).toHaveLength(0);
  });

  it('moves a subtask down at once and tells the server its new neighbour', async () => {
    const writes = fakeServer([check(1, 'A'), check(2, 'B'), check(3, 'C')]);
    await render();
    const menu = await openMenu('A');
    expect(within(menu).queryByRole('menuitem', { name: 'Move up', hidden: true })).toBeNull();
    fireEvent.click(menuItem(menu, 'Move down'));
    await waitFor(() => expect(rowNames()).toEqual(['B', 'A', 'C']));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: '/api/taskchecks/reorder?id=1', body: { after_id: 2 } });
    writes[0]!.reply(fail(500, { message: 'Down', code: 'INTERNAL' }));
    await waitFor(() => expect(rowNames()).toEqual(['A', 'B', 'C']));
  });

  it('moves a subtask from the keyboard by its handle: Space, an arrow, Space', async () => {
    const writes = fakeServer([check(1, 'A'), check(2, 'B'), check(3, 'C')]);
    await render();
    const handle = await screen.findByRole('button', { name: 'Drag A' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space' });
    // The sensor listens for the next keys once the pick-up has settled.
    await new Promise((resolve) => setTimeout(resolve, 10));
    fireEvent.keyDown(document, { code: 'ArrowDown' });
    fireEvent.keyDown(document, { code: 'Space' });
    await waitFor(() => expect(rowNames()).toEqual(['B', 'A', 'C']));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ url: '/api/taskchecks/reorder?id=1', body: { after_id: 2 } });
  });

  it('renames in place with Enter, at the version on screen', async () => {
    const writes = fakeServer([check(1, 'Draft', { version: 4 })]);
    await render();
    fireEvent.click(menuItem(await openMenu('Draft'), 'Rename'));
    const input = await screen.findByRole('textbox', { name: 'New name of Draft' });
    fireEvent.change(input, { target: { value: 'Draft it' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: '/api/taskchecks/update?id=1',
      body: { name: 'Draft it', version: 4 },
    });
    writes[0]!.reply({ taskcheck: check(1, 'Draft it', { version: 5 }) });
    await waitFor(() => expect(rowNames()).toEqual(['Draft it']));
  });

  it('gives a subtask to a member and dates it', async () => {
    const writes = fakeServer([check(1, 'Draft')]);
    await render();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Who does Draft' }), {
      target: { value: '2' },
    });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ worker_id: 2, version: 1 });
    writes[0]!.reply({ taskcheck: check(1, 'Draft', { worker: walter, version: 2 }) });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Who does Draft' })).toHaveProperty('value', '2'),
    );
    fireEvent.change(screen.getByLabelText('Due date of Draft'), {
      target: { value: '2026-06-01' },
    });
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toEqual({ due_date: '2026-06-01', version: 2 });
  });

  it('deletes a subtask from its menu', async () => {
    const writes = fakeServer([check(1, 'A'), check(2, 'B')]);
    await render();
    fireEvent.click(menuItem(await openMenu('A'), 'Delete'));
    await waitFor(() => expect(rowNames()).toEqual(['B']));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.url).toBe('/api/taskchecks/delete?id=1');
  });

  it('makes a subtask smart, then links its name to its task', async () => {
    const writes = fakeServer([check(1, 'Call')]);
    await render();
    fireEvent.click(menuItem(await openMenu('Call'), 'Make it a smart subtask'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.url).toBe('/api/taskchecks/convert-to-smart?id=1');
    const smart = { id: 77, uuid: 'u', priority_enum: null, labels: [], workers: [] };
    writes[0]!.reply({ taskcheck: check(1, 'Call', { smart_task: smart }) });
    const link = await screen.findByRole('link', { name: 'Call' });
    expect(link.getAttribute('href')).toBe('/task/77');
    expect(screen.getByText('Smart')).toBeTruthy();
  });

  it('offers nothing to change to someone who may only read', async () => {
    fakeServer([check(1, 'Draft')], {
      update: false,
      finish: false,
      delete: false,
      edit_name: false,
      edit_due_dates: false,
    });
    await render();
    expect(await screen.findByRole('checkbox', { name: 'Finish Draft' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('combobox', { name: 'Who does Draft' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('textbox', { name: 'Add a subtask' })).toBeNull();
    const menu = await openMenu('Draft');
    expect(within(menu).queryAllByRole('menuitem', { hidden: true })).toEqual([]);
  });

  it('shows a failed load with a retry', async () => {
    fakeApi().on(SUBTASKS.list, () => fail(500, { message: 'Down', code: 'INTERNAL' }));
    await render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('on a smart subtask’s task, points to the task it belongs to instead', async () => {
    fakeServer([]);
    await render(taskFixture({ id: 77, smart_taskcheck_parent: { id: 5 } }));
    expect(screen.getByRole('link', { name: 'Open that task' }).getAttribute('href')).toBe(
      '/task/5',
    );
    expect(screen.queryByRole('textbox', { name: 'Add a subtask' })).toBeNull();
  });
});
