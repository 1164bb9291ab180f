import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import { taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskRow } from './task-row.tsx';

const task: Task = taskFixture();

describe('TaskRow', () => {
  it('shows the choice from the click on, and takes it back when the server refuses', async () => {
    const server: { refuse?: () => void } = {};
    fakeApi().on(
      ROUTES.tasks.finish,
      () =>
        new Promise((resolve) => {
          server.refuse = () => resolve(fail(403, { message: 'No', code: 'FORBIDDEN' }));
        }),
    );
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

describe('keyboard on the board', () => {
  it('↑ and ↓ go from task to task; Alt with an arrow moves the task instead', async () => {
    globalThis.fetch = () => new Promise<Response>(() => {});
    const moves: Array<[number, string]> = [];
    const drag = {
      onKeyMove: (moved: Task, direction: string) => moves.push([moved.id, direction]),
    };
    const tasks = [1, 2, 3].map((id) => taskFixture({ id, name: `Task ${id}` }));
    await renderWithProviders(
      <div data-task-board>
        {tasks.map((t) => (
          <TaskRow key={t.id} task={t} drag={drag} />
        ))}
      </div>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    link('Task 1').focus();
    fireEvent.keyDown(link('Task 1'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(link('Task 2'));
    fireEvent.keyDown(link('Task 2'), { key: 'ArrowDown' });
    fireEvent.keyDown(link('Task 3'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(link('Task 3'));
    fireEvent.keyDown(link('Task 3'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(link('Task 2'));
    expect(moves).toEqual([]);
    fireEvent.keyDown(link('Task 2'), { key: 'ArrowUp', altKey: true });
    expect(moves).toEqual([[2, 'up']]);
    expect(document.activeElement).toBe(link('Task 2'));
  });
});
