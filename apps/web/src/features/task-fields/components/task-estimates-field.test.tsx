import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { READ_ONLY, taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskEstimatesField } from './task-estimates-field.tsx';
import { TaskPinToggle } from './task-pin-toggle.tsx';

const WALTER = { id: 2, fullname: 'Walter Worker' };
const OLGA = { id: 1, fullname: 'Olga Owner' };

describe('TaskEstimatesField', () => {
  it('shows the estimates in hours and minutes and sends only what changed', async () => {
    const { calls } = fakeApi().on(ROUTES.taskEstimates.setTimeEstimates, () => ({
      task: taskFixture(),
    }));
    await renderWithProviders(
      <TaskEstimatesField
        task={taskFixture({
          workers: [WALTER],
          total_time_estimate: { minutes: 150, time_spent: 0 },
          users_time_estimates: [{ user: OLGA, minutes: 150, time_spent: 0 }],
        })}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Hours, Total' }).value).toBe('2');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Minutes, Total' }).value).toBe(
      '30',
    );
    // Olga has an estimate without being a worker: she is listed too.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Hours, Olga Owner' }).value).toBe(
      '2',
    );
    expect(screen.queryByRole('button', { name: 'Save estimates' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Hours, Walter Worker' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Minutes, Walter Worker' }), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save estimates' }));
    await waitFor(() =>
      expect(calls[0]).toMatchObject({
        url: '/api/tasks/set-time-estimates?tid=5',
        body: { users: [{ user_id: 2, minutes: 75 }] },
      }),
    );
  });

  it('clears the total when both of its fields are emptied', async () => {
    const { calls } = fakeApi().on(ROUTES.taskEstimates.setTimeEstimates, () => ({
      task: taskFixture(),
    }));
    await renderWithProviders(
      <TaskEstimatesField
        task={taskFixture({ total_time_estimate: { minutes: 60, time_spent: 0 } })}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Hours, Total' }), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Minutes, Total' }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save estimates' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ total_minutes: null }));
  });

  it('shows the estimates as text to someone who may not edit the task', async () => {
    await renderWithProviders(
      <TaskEstimatesField
        task={taskFixture({
          total_time_estimate: { minutes: 90, time_spent: 0 },
          users_time_estimates: [{ user: OLGA, minutes: 90, time_spent: 0 }],
          abilities: READ_ONLY,
        })}
      />,
    );
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    expect(screen.getByText('Olga Owner: 1 h 30 min')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the time reported beside the estimates, with a bar', async () => {
    await renderWithProviders(
      <TaskEstimatesField
        task={taskFixture({
          workers: [WALTER],
          total_time_estimate: { minutes: 120, time_spent: 90 },
          users_time_estimates: [
            { user: WALTER, minutes: 60, time_spent: 75 },
            { user: OLGA, minutes: 60, time_spent: 0 },
          ],
        })}
      />,
    );
    expect(screen.getByText('1:30 of 2:00 spent')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '1:30 of 2:00 spent' }).getAttribute('aria-valuenow'),
    ).toBe('75');
    // Past the estimate the bar is full; a person without reported time shows none.
    expect(screen.getByText('1:15 of 1:00 spent')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });
});

describe('TaskPinToggle', () => {
  it('pins and unpins the task for the project', async () => {
    const { calls } = fakeApi()
      .on(ROUTES.taskEstimates.pin, () => ({ task: taskFixture({ is_pinned: true }) }))
      .on(ROUTES.taskEstimates.unpin, () => ({ task: taskFixture({ is_pinned: false }) }));
    await renderWithProviders(<TaskPinToggle task={taskFixture()} />);
    fireEvent.click(screen.getByRole('switch', { name: /^Pinned to the project/ }));
    await waitFor(() => expect(calls[0]?.url).toBe('/api/tasks/pin?tid=5'));
  });

  it('cannot be switched on a task in the trash', async () => {
    await renderWithProviders(
      <TaskPinToggle
        task={taskFixture({
          date_deleted: '2025-01-02T00:00:00.000Z',
          // As the server says of a task in the trash: it can only be restored.
          abilities: {
            update: false,
            finish: false,
            delete: true,
            edit_name: false,
            edit_due_dates: false,
          },
        })}
      />,
    );
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: /^Pinned to the project/ }).disabled,
    ).toBe(true);
  });
});
