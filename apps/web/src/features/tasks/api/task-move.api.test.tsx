import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, type FakeFailure } from '../../../test/fake-api.ts';
import { taskFixture } from '../../../test/fixtures.ts';
import { useMoveTask } from './task-move.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

const list = (id: number) => ({ id, name: id === 2 ? 'To do' : 'Doing' });
const one = taskFixture({ id: 11, name: 'One', tasklist: list(2), sorting_key: 'a0' });
const two = taskFixture({ id: 12, name: 'Two', tasklist: list(2), sorting_key: 'a1' });
const three = taskFixture({ id: 13, name: 'Three', tasklist: list(2), sorting_key: 'a2' });

type MoveAnswer = { task: Task } | FakeFailure;

/** A server that answers each move when the test says so; tells the bodies sent. */
function heldServer() {
  const pending: Array<(answer: MoveAnswer) => void> = [];
  const api = fakeApi().on(
    ROUTES.taskMove.move,
    () => new Promise<MoveAnswer>((resolve) => pending.push(resolve)),
  );
  return {
    sent: () => api.bodiesOf(ROUTES.taskMove.move),
    answer: (answer: MoveAnswer) => pending.shift()?.(answer),
  };
}

function setUp() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(taskKeys.tasks(1), [one, two, three]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useMoveTask(1), { wrapper });
  const names = () => queryClient.getQueryData<Task[]>(taskKeys.tasks(1))?.map((t) => t.name);
  return { queryClient, hook, names };
}

describe('useMoveTask', () => {
  it('shows the task in its new place at once, saves once, and takes the server’s key', async () => {
    const server = heldServer();
    const { queryClient, hook, names } = setUp();
    act(() =>
      hook.result.current.mutate({
        task: three,
        to: { projectId: 1, tasklistId: 2, tasklistName: 'To do', afterId: one.id },
      }),
    );
    await waitFor(() => expect(names()).toEqual(['One', 'Three', 'Two']));
    const placed = queryClient.getQueryData<Task[]>(taskKeys.tasks(1))![1]!;
    expect(placed.sorting_key > 'a0' && placed.sorting_key < 'a1').toBe(true);
    expect(server.sent()).toEqual([{ tasklist_id: 2, after_id: one.id }]);
    server.answer({ task: { ...three, sorting_key: 'a0G', version: 2 } });
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<Task[]>(taskKeys.tasks(1))![1]).toMatchObject({
      id: three.id,
      sorting_key: 'a0G',
      version: 2,
    });
    expect(queryClient.getQueryData<Task>(taskKeys.task(three.id))?.version).toBe(2);
    expect(server.sent()).toHaveLength(1);
  });

  it('moves it to another list at once and puts it back when the server refuses', async () => {
    const server = heldServer();
    const { queryClient, hook, names } = setUp();
    act(() =>
      hook.result.current.mutate({
        task: one,
        to: { projectId: 1, tasklistId: 3, tasklistName: 'Doing' },
      }),
    );
    await waitFor(() =>
      expect(
        queryClient.getQueryData<Task[]>(taskKeys.tasks(1))?.find((t) => t.id === one.id),
      ).toMatchObject({ tasklist: { id: 3, name: 'Doing' } }),
    );
    server.answer(fail(403, { message: 'No', code: 'FORBIDDEN' }));
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(queryClient.getQueryData<Task[]>(taskKeys.tasks(1))).toEqual([one, two, three]);
    expect(names()).toEqual(['One', 'Two', 'Three']);
  });

  it('takes a task moved to another project off this project’s list', async () => {
    const server = heldServer();
    const { queryClient, hook, names } = setUp();
    queryClient.setQueryData(taskKeys.tasks(4), []);
    act(() =>
      hook.result.current.mutate({
        task: two,
        to: { projectId: 4, tasklistId: 6, tasklistName: 'Backlog' },
      }),
    );
    await waitFor(() => expect(names()).toEqual(['One', 'Three']));
    expect(queryClient.getQueryData<Task[]>(taskKeys.tasks(4))?.map((t) => t.id)).toEqual([two.id]);
    server.answer({
      task: { ...two, project: { id: 4, name: 'Website' }, tasklist: { id: 6, name: 'Backlog' } },
    });
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(names()).toEqual(['One', 'Three']);
    expect(queryClient.getQueryData<Task>(taskKeys.task(two.id))?.project.id).toBe(4);
  });
});
