import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Task, TaskMoveTarget } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, type FakeCall, type FakeFailure } from '../../../test/fake-api.ts';
import { taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';
import { MoveTaskModal } from './move-task-modal.tsx';

const task = taskFixture({
  id: 5,
  name: 'Write copy',
  project: { id: 1, name: 'Launch' },
  tasklist: { id: 2, name: 'To do' },
  workers: [{ id: 9, fullname: 'Walter Worker' }],
});

const TARGETS: TaskMoveTarget[] = [
  {
    id: 1,
    name: 'Launch',
    color: null,
    tasklists: [
      { id: 2, name: 'To do' },
      { id: 3, name: 'Doing' },
    ],
  },
  { id: 4, name: 'Website', color: '#f00', tasklists: [{ id: 6, name: 'Backlog' }] },
];

/** Answers the places, and each move with the test's answer. */
function serve(answer: () => { task: Task } | FakeFailure) {
  return fakeApi()
    .on(ROUTES.taskMove.allowedToMoveTaskTo, () => ({ projects: TARGETS }))
    .on(ROUTES.taskMove.move, answer);
}

/** The writes among the calls. */
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

const movedTo = (projectId: number, tasklistId: number, name: string): Task => ({
  ...task,
  project: { id: projectId, name: projectId === 1 ? 'Launch' : 'Website' },
  tasklist: { id: tasklistId, name },
  sorting_key: 'a5',
  version: 2,
});

describe('MoveTaskModal', () => {
  it('offers the lists of the task’s project, the current one unavailable, and moves it', async () => {
    const { calls } = serve(() => ({ task: movedTo(1, 3, 'Doing') }));
    let closed = false;
    const { queryClient } = await renderWithProviders(
      <MoveTaskModal task={task} opened onClose={() => (closed = true)} />,
    );
    queryClient.setQueryData(taskKeys.tasks(1), [task]);
    expect(await screen.findByText('Move Write copy')).toBeTruthy();
    const project = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Project' });
    expect(project.value).toBe('1');
    const list = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Task list' });
    expect(list.value).toBe('3');
    expect(screen.getByRole('option', { name: 'To do (where it is now)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('The task goes to the end of the chosen list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(writes(calls)).toEqual([
      { method: 'POST', url: '/api/tasks/move?tid=5', body: { tasklist_id: 3 } },
    ]);
    expect(queryClient.getQueryData<Task>(taskKeys.task(5))?.tasklist.id).toBe(3);
    expect(queryClient.getQueryData<Task[]>(taskKeys.tasks(1))?.[0]?.tasklist.id).toBe(3);
  });

  it('moves to another project and says who is taken off the task', async () => {
    const { calls } = serve(() => ({ task: movedTo(4, 6, 'Backlog') }));
    const { queryClient } = await renderWithProviders(
      <MoveTaskModal task={task} opened onClose={() => {}} />,
    );
    queryClient.setQueryData(taskKeys.tasks(1), [task]);
    const project = await screen.findByRole('combobox', { name: 'Project' });
    fireEvent.change(project, { target: { value: '4' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Task list' }).value).toBe('6');
    expect(screen.getByText(/are taken off it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ tasklist_id: 6 });
    await waitFor(() => expect(queryClient.getQueryData<Task[]>(taskKeys.tasks(1))).toEqual([]));
  });

  it('shows the refusal and keeps the dialog open', async () => {
    serve(() =>
      fail(409, { message: 'Restore the task list before moving tasks to it.', code: 'CONFLICT' }),
    );
    let closed = false;
    await renderWithProviders(<MoveTaskModal task={task} opened onClose={() => (closed = true)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(closed).toBe(false);
  });

  it('says so when there is nowhere to move the task', async () => {
    fakeApi().on(ROUTES.taskMove.allowedToMoveTaskTo, () => ({ projects: [] }));
    await renderWithProviders(<MoveTaskModal task={task} opened onClose={() => {}} />);
    expect(
      await screen.findByText('There is no task list where you may move this task.'),
    ).toBeTruthy();
  });
});
