import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Task } from '@tandem/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskRow } from './task-row.tsx';

const task: Task = {
  id: 5,
  uuid: '00000000-0000-4000-8000-000000000005',
  name: 'Write copy',
  description: null,
  state: { id: 1, state: 'active' },
  worker: null,
  workers: [],
  trackings: [],
  author: { id: 1, fullname: 'Olga Owner' },
  assigner: null,
  finished_by: null,
  previous_worker: null,
  due_date: null,
  due_date_end: null,
  due_date_plus_days: null,
  due_date_end_plus_days: null,
  date_add: '2025-01-01T00:00:00.000Z',
  date_upd: null,
  date_finished: null,
  date_deleted: null,
  priority_enum: null,
  project: { id: 1, name: 'Launch' },
  tasklist: { id: 2, name: 'To do' },
  labels: [],
  count_comments: 0,
  count_files: 0,
  has_unread_comments: false,
  has_public_link: false,
  has_email: false,
  has_reminder: false,
  has_assigned_taskcheck: false,
  is_my_priority: false,
  is_pinned: false,
  is_tracked: false,
  is_recurrent: false,
  recurrent_task: null,
  is_blocked: false,
  custom_fields: [],
  total_time_estimate: { minutes: 0, time_spent: 0 },
  users_time_estimates: [],
  preview_file: null,
  sorting_id: 1,
  sorting_key: 'a0',
  multi_project_task: { assigned_to: [], is_multi_project: false },
  task_checks_summary: { total: 0, finished: 0 },
  tasks_relations: { count: 0 },
  real_cost: { amount: '0.00', currency: 'CZK' },
  real_minutes_spent: 0,
  cost_minutes: 0,
  multi_project_task_parent_id: null,
  smart_taskcheck_parent: null,
  version: 1,
  abilities: { update: true, finish: true, delete: true, edit_name: true, edit_due_dates: true },
};

describe('TaskRow', () => {
  it('shows the choice from the click on, and takes it back when the server refuses', async () => {
    const server: { refuse?: () => void } = {};
    globalThis.fetch = () =>
      new Promise<Response>((resolve) => {
        server.refuse = () =>
          resolve(Response.json({ message: 'No', code: 'FORBIDDEN' }, { status: 403 }));
      });
    await renderWithProviders(
      <ul>
        <TaskRow task={task} />
      </ul>,
    );
    const box = screen.getByRole('checkbox', { name: 'Finish Write copy' });
    fireEvent.click(box);
    // Checked at once, before any optimistic cache update or answer.
    expect(screen.getByRole('checkbox', { name: 'Reopen Write copy' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(server.refuse).toBeDefined());
    server.refuse?.();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Finish Write copy' })).toHaveProperty(
        'checked',
        false,
      ),
    );
  });
});
