import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskBlockedBadge } from './task-blocked-badge.tsx';

describe('TaskBlockedBadge', () => {
  it('marks a blocked task, saying when the blocker is out of sight', async () => {
    const { rerender } = await renderWithProviders(
      <TaskBlockedBadge task={{ is_blocked: true, has_unnacessable_blocking_task: true }} />,
    );
    expect(screen.getByTestId('task-blocked').textContent).toContain('Blocked');
    expect(screen.getByText(/An unfinished task you cannot see/)).toBeTruthy();
    rerender(
      <TaskBlockedBadge task={{ is_blocked: false, has_unnacessable_blocking_task: false }} />,
    );
    expect(screen.queryByTestId('task-blocked')).toBeNull();
  });
});
