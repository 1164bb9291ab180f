import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { TaskLabelChips } from './task-label-chips.tsx';

describe('TaskLabelChips', () => {
  it('shows each label in its colour, palette names and hex alike, as text only', async () => {
    await renderWithProviders(
      <TaskLabelChips
        labels={[
          { uuid: 'a', name: 'Urgent', color: 'red' },
          { uuid: 'b', name: '<script>alert(1)</script>', color: '#123456' },
          { uuid: 'c', name: 'Plain', color: null },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Labels' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    const [urgent, custom] = screen.getAllByTestId('task-label');
    expect(urgent?.getAttribute('style')).toContain('--badge-bg: #e03131');
    expect(custom?.getAttribute('style')).toContain('--badge-bg: #123456');
  });

  it('shows nothing for a task without labels', async () => {
    await renderWithProviders(<TaskLabelChips labels={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
