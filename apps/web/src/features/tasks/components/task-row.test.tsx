import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Task } from '@tandem/contract';
import { taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskRow } from './task-row.tsx';

const task: Task = taskFixture();

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
