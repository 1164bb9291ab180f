import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { openGlobalAddTask } from '../../lib/global-add-task.ts';
import { renderWithProviders } from '../../test/render.tsx';
import {
  SEQUENCE_TIMEOUT_MS,
  ShortcutsModalHost,
  closeShortcutsModal,
  openShortcutsModal,
  useGlobalShortcuts,
} from './shortcuts.tsx';

vi.mock('../../lib/global-add-task.ts', () => ({ openGlobalAddTask: vi.fn() }));

/** The shell's part in miniature: the shortcuts, their dialog, a field and where we are. */
function Shell({ withSearch = false }: { withSearch?: boolean }) {
  useGlobalShortcuts();
  const { pathname } = useLocation();
  return (
    <>
      <ShortcutsModalHost />
      <output data-testid="path">{pathname}</output>
      <input aria-label="Task name" />
      <div aria-label="Notes" contentEditable suppressContentEditableWarning />
      {withSearch && <input aria-label="Search tasks" data-shortcut="search" />}
    </>
  );
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, ...init });
const path = () => screen.getByTestId('path').textContent;

afterEach(() => {
  act(() => closeShortcutsModal());
  vi.restoreAllMocks();
  vi.mocked(openGlobalAddTask).mockClear();
});

describe('keyboard shortcuts', () => {
  it('opens the dialog on ?, listing every key by group, and closes it on Escape', async () => {
    await renderWithProviders(<Shell />);
    press('?', { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const general = within(dialog).getByRole('table', { name: 'General' });
    const goTo = within(dialog).getByRole('table', { name: 'Go to' });
    const keysOf = (table: HTMLElement, label: string) =>
      within(table).getByText(label).closest('tr')?.querySelectorAll('kbd');
    expect([...(keysOf(general, 'Add a task') ?? [])].map((k) => k.textContent)).toEqual(['c']);
    expect([...(keysOf(general, 'Close a dialog') ?? [])].map((k) => k.textContent)).toEqual([
      'Esc',
    ]);
    expect([...(keysOf(goTo, 'Projects') ?? [])].map((k) => k.textContent)).toEqual(['g', 'p']);
    expect(within(goTo).getAllByRole('row')).toHaveLength(8);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens one dialog only, also from elsewhere (the user menu)', async () => {
    await renderWithProviders(<Shell />);
    act(() => openShortcutsModal());
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    act(() => openShortcutsModal());
    press('?', { shiftKey: true });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('goes to an area with g and a letter', async () => {
    await renderWithProviders(<Shell />, { path: '/dashboard' });
    press('g');
    press('p');
    expect(path()).toBe('/projects');
    press('g');
    press('m');
    expect(path()).toBe('/lists/reminder-tasks');
  });

  it('does nothing when the letter comes after the timeout', async () => {
    await renderWithProviders(<Shell />, { path: '/dashboard' });
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    press('g');
    now.mockReturnValue(10_000 + SEQUENCE_TIMEOUT_MS + 1);
    press('p');
    expect(path()).toBe('/dashboard');
  });

  it('adds a task to the project or task list shown, or with no suggestion elsewhere', async () => {
    const { unmount } = await renderWithProviders(<Shell />, { path: '/project/42/board' });
    press('c');
    expect(openGlobalAddTask).toHaveBeenLastCalledWith({ projectId: 42 });
    unmount();

    const tasklist = await renderWithProviders(<Shell />, { path: '/tasklist/7' });
    press('c');
    expect(openGlobalAddTask).toHaveBeenLastCalledWith({ tasklistId: 7 });
    tasklist.unmount();

    await renderWithProviders(<Shell />, { path: '/dashboard' });
    press('c');
    expect(openGlobalAddTask).toHaveBeenLastCalledWith({});
  });

  it('focuses the search field on /, and leaves the key alone where there is none', async () => {
    const { unmount } = await renderWithProviders(<Shell withSearch />);
    expect(press('/')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search tasks' }));
    unmount();

    await renderWithProviders(<Shell />);
    expect(press('/')).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('never fires while typing in a field or with Ctrl, Meta or Alt held', async () => {
    await renderWithProviders(<Shell />, { path: '/project/42' });
    const field = screen.getByRole('textbox', { name: 'Task name' });
    field.focus();
    press('c', {}, field);
    press('g', {}, field);
    press('p', {}, field);
    press('?', { shiftKey: true }, field);
    press('c', {}, screen.getByLabelText('Notes'));
    press('c', { ctrlKey: true });
    press('c', { metaKey: true });
    press('g', { altKey: true });
    press('p');
    expect(openGlobalAddTask).not.toHaveBeenCalled();
    expect(path()).toBe('/project/42');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
