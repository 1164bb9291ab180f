import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedTask, Recurrence, Reminder } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInUser } from '../../../test/signed-in.tsx';
import { RecurrentTasksPage } from './recurrent-tasks-page.tsx';
import { ReminderTasksPage } from './reminder-tasks-page.tsx';
import { TaskRecurrenceSection } from './task-recurrence-section.tsx';
import { TaskRemindersSection } from './task-reminders-section.tsx';

const RULE: Recurrence = {
  id: 3,
  uuid: 'r-3',
  task_id: 5,
  unit: 'week',
  interval: 2,
  weekdays: [1, 3],
  based_on: 'due_date',
  next_due_date: '2026-03-16',
  date_add: '2026-01-01T00:00:00.000Z',
  abilities: { update: true },
};
const LISTED: ListedTask = {
  id: 5,
  uuid: 'u-5',
  name: 'Weekly <b>report</b>',
  state: { id: 1, state: 'active' },
  due_date: '2026-03-02',
  due_date_end: null,
  project: { id: 1, name: 'Launch' },
  tasklist: { id: 2, name: 'To do' },
};
const reminder = (parts: Partial<Reminder>): Reminder => ({
  uuid: 'm-1',
  task_id: 5,
  remind_at: null,
  due_date_offset: '1h',
  fires_at: '2026-03-02T08:00:00.000Z',
  date_add: '2026-01-01T00:00:00.000Z',
  date_sent: null,
  ...parts,
});
const { recurrence: RECURRENCE, reminders: REMINDERS } = ROUTES;
/** The fake server, signed in as the test user. */
const server = () => fakeApi().on(ROUTES.auth.session, () => ({ user: signedInUser }));
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');

describe('TaskRecurrenceSection', () => {
  it('makes a task repeat weekly on chosen days, from its due date', async () => {
    const { calls } = server().on(RECURRENCE.set, () => ({
      recurrence: RULE,
      task: taskFixture(),
    }));
    await renderWithProviders(
      <TaskRecurrenceSection task={taskFixture({ due_date: '2026-03-02' })} />,
    );
    expect(screen.getByText('This task does not repeat.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make it repeat' }));
    const form = screen.getByRole('form', { name: 'How the task repeats' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Every' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Mon' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Wed' }));
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: /due date of/ }).checked).toBe(
      true,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          url: '/api/tasks/set-recurrence?tid=5',
          body: { unit: 'week', interval: 2, weekdays: [1, 3], based_on: 'due_date' },
        },
      ]),
    );
  });

  it('offers only counting from completion to a task without a due date', async () => {
    const { calls } = server().on(RECURRENCE.set, () => ({
      recurrence: RULE,
      task: taskFixture(),
    }));
    await renderWithProviders(<TaskRecurrenceSection task={taskFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make it repeat' }));
    const form = screen.getByRole('form', { name: 'How the task repeats' });
    expect(
      within(form).getByRole<HTMLInputElement>('radio', { name: /due date of/ }).disabled,
    ).toBe(true);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Period' }), {
      target: { value: 'month' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)[0]?.body).toEqual({
        unit: 'month',
        interval: 1,
        weekdays: null,
        based_on: 'completion',
      }),
    );
  });

  it('describes the rule of a repeating task and stops it on request', async () => {
    const { calls } = server()
      .on(RECURRENCE.get, () => ({ recurrence: RULE }))
      .on(RECURRENCE.remove, () => ({ task: taskFixture() }));
    await renderWithProviders(
      <TaskRecurrenceSection
        task={taskFixture({ is_recurrent: true, recurrent_task: { id: 3 } })}
      />,
    );
    expect(
      await screen.findByText('Every 2 weeks on Mon and Wed, counted from the due date'),
    ).toBeTruthy();
    expect(screen.getByText('Next occurrence due Mar 16, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop repeating' }));
    await waitFor(() => expect(writes(calls)[0]?.url).toBe('/api/tasks/remove-recurrence?tid=5'));
  });

  it('offers no changes to someone who may not edit the task', async () => {
    server().on(RECURRENCE.get, () => ({ recurrence: RULE }));
    const readOnly = {
      update: false,
      finish: false,
      delete: false,
      edit_name: false,
      edit_due_dates: false,
    };
    await renderWithProviders(
      <TaskRecurrenceSection task={taskFixture({ is_recurrent: true, abilities: readOnly })} />,
    );
    await screen.findByTestId('recurrence-summary');
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop repeating' })).toBeNull();
  });
});

describe('TaskRemindersSection', () => {
  it('lists the viewer’s reminders and adds one before the due date', async () => {
    const { calls } = server()
      .on(REMINDERS.list, () => ({ reminders: [reminder({})] }))
      .on(REMINDERS.add, () => ({ reminder: reminder({ uuid: 'm-2' }) }))
      .on(REMINDERS.remove, () => ({ deleted: true, task_id: 5 }));
    await renderWithProviders(
      <TaskRemindersSection
        task={taskFixture({ due_date: '2026-03-02T09:00:00.000Z', has_reminder: true })}
      />,
    );
    expect(screen.getByText('Only you see your reminders.')).toBeTruthy();
    expect(await screen.findByText('1 hour before the due date')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Remind me' }), {
      target: { value: '15m' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    await waitFor(() =>
      expect(writes(calls)[0]).toMatchObject({
        method: 'POST',
        url: '/api/tasks/add-reminder?tid=5',
        body: { due_date_offset: '15m' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Remove the reminder of/ }));
    await waitFor(() =>
      expect(writes(calls)[1]).toMatchObject({
        method: 'DELETE',
        url: '/api/tasks/remove-reminder?uuid=m-1',
      }),
    );
  });

  it('asks for a time when the task has no due date', async () => {
    const { calls } = server().on(REMINDERS.add, () => ({ reminder: reminder({}) }));
    await renderWithProviders(<TaskRemindersSection task={taskFixture()} />);
    const when = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Remind me' });
    expect(when.value).toBe('at');
    expect(within(when).getByRole<HTMLOptionElement>('option', { name: /1 hour/ }).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText(/Day and time/), {
      target: { value: '2026-03-02T09:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    await waitFor(() =>
      expect(writes(calls)[0]?.body).toEqual({
        remind_at: new Date('2026-03-02T09:30').toISOString(),
      }),
    );
  });
});

describe('lists across projects', () => {
  it('lists the recurring tasks with their rules and places', async () => {
    server().on(RECURRENCE.recurrentTasks, () => ({ items: [{ recurrence: RULE, task: LISTED }] }));
    await renderWithProviders(<RecurrentTasksPage />);
    const link = await screen.findByRole('link', { name: 'Weekly <b>report</b>' });
    expect(link.getAttribute('href')).toBe('/task/5');
    expect(screen.getByRole('link', { name: 'Launch' }).getAttribute('href')).toBe('/project/1');
    expect(
      screen.getByText('Every 2 weeks on Mon and Wed, counted from the due date'),
    ).toBeTruthy();
    expect(screen.getByText('Due Mar 2, 2026')).toBeTruthy();
  });

  it('says how reminders arrive, and lists them soonest first', async () => {
    const { calls } = server()
      .on(REMINDERS.reminderTasks, () => ({
        items: [
          { reminder: reminder({ fires_at: '2026-03-01T08:00:00.000Z' }), task: LISTED },
          { reminder: reminder({ uuid: 'm-2', fires_at: null }), task: LISTED },
        ],
      }))
      .on(REMINDERS.remove, () => ({ deleted: true, task_id: 5 }));
    await renderWithProviders(<ReminderTasksPage now={() => Date.parse('2026-03-10T00:00:00Z')} />);
    expect(screen.getByText(/arrives as a notification when it comes due/)).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Past')).toBeTruthy();
    expect(within(items[1]!).getByText('Once the task has a due date again')).toBeTruthy();
    fireEvent.click(within(items[0]!).getByRole('button', { name: /Remove the reminder of/ }));
    await waitFor(() => expect(writes(calls)[0]?.url).toBe('/api/tasks/remove-reminder?uuid=m-1'));
  });

  it('tells the user when there is nothing to list', async () => {
    server().on(REMINDERS.reminderTasks, () => ({ items: [] }));
    await renderWithProviders(<ReminderTasksPage />);
    expect(await screen.findByText('You have no reminders. Add one on a task.')).toBeTruthy();
  });
});
