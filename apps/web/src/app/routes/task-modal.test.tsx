import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taskFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TaskModal } from './task-modal.tsx';

describe('TaskModal', () => {
  it('is a dialog named after the task, with the link to its page and a close button', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <TaskModal task={taskFixture({ id: 4, name: 'Write the offer' })} onClose={onClose}>
        <p>detail</p>
      </TaskModal>,
    );
    expect(await screen.findByRole('dialog', { name: 'Write the offer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe(
      '/task/4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
