import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskChecksProgress } from './task-checks-progress.tsx';

describe('TaskChecksProgress', () => {
  it('shows finished of total, with a label for screen readers', async () => {
    await renderWithProviders(<TaskChecksProgress summary={{ total: 5, finished: 2 }} />);
    const progress = screen.getByRole('img', { name: '2 of 5 subtasks finished' });
    expect(progress.textContent).toBe('2/5');
  });

  it('shows nothing for a task without subtasks', async () => {
    await renderWithProviders(<TaskChecksProgress summary={{ total: 0, finished: 0 }} />);
    expect(screen.queryByTestId('task-checks-progress')).toBeNull();
  });
});
