import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { SubtaskAddField } from './subtask-add-field.tsx';

const task = { id: 5, project: { id: 1, name: 'Launch' } };

describe('SubtaskAddField', () => {
  it('is closed, and says why, once the task has as many subtasks as it can take', async () => {
    await renderWithProviders(<SubtaskAddField task={task} count={200} />);
    expect(screen.getByRole('textbox', { name: 'Add a subtask' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText('This task has 200 subtasks, as many as a task can have.'),
    ).toBeTruthy();
  });

  it('does not offer to add more pasted lines than the task can take', async () => {
    await renderWithProviders(<SubtaskAddField task={task} count={199} />);
    const field = screen.getByRole('textbox', { name: 'Add a subtask' });
    fireEvent.paste(field, { clipboardData: { getData: () => 'One\nTwo\nThree' } });
    const offer = await screen.findByRole('dialog', { name: 'Add pasted lines' });
    expect(offer.textContent).toContain('This task can take only 1 more subtask.');
    expect(within(offer).getByRole('button', { name: 'Add 3 subtasks' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(offer).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add pasted lines' })).toBeNull();
  });

  it('lets a single pasted line land in the field as usual', async () => {
    await renderWithProviders(<SubtaskAddField task={task} count={0} />);
    const field = screen.getByRole('textbox', { name: 'Add a subtask' });
    const notPrevented = fireEvent.paste(field, { clipboardData: { getData: () => 'Just one' } });
    expect(notPrevented).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Add pasted lines' })).toBeNull();
  });
});
