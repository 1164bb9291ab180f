import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Role } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RoleForm } from './role-form.tsx';

const role: Role = {
  id: 2,
  name: 'Reviewer',
  author: { id: 1, fullname: 'Olga Owner' },
  owner: { id: 1, fullname: 'Olga Owner' },
  date_add: '2025-01-01T00:00:00.000Z',
  disallowed_actions: [{ id: 3, action: 'tasklist_create' }],
  projects: [],
  is_system_role: false,
  users: [],
  not_allowed_roles_for_users: [],
};

function serve() {
  return fakeApi()
    .on(ROUTES.roles.create, () => ({ role }))
    .on(ROUTES.roles.update, () => ({ role })).calls;
}

describe('RoleForm', () => {
  it('offers the seven actions by their names and creates a role with the chosen ids', async () => {
    const writes = serve();
    let done = false;
    await renderWithProviders(<RoleForm role={null} onDone={() => (done = true)} />);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: /Name of the role/ }), {
      target: { value: 'Guest' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change due dates of tasks' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Delete tasks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(done).toBe(true));
    expect(writes).toEqual([
      {
        method: 'POST',
        url: '/api/roles/create',
        body: { name: 'Guest', disallowed_actions: [1, 7] },
      },
    ]);
  });

  it('edits a role from what it has', async () => {
    const writes = serve();
    await renderWithProviders(<RoleForm role={role} onDone={() => {}} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Create task lists' });
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Archive task lists' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      url: '/api/roles/update?id=2',
      body: { name: 'Reviewer', disallowed_actions: [3, 5] },
    });
  });
});
