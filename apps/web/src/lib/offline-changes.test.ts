import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../test/fake-api.ts';
import { taskFixture } from '../test/fixtures.ts';
import { signedInUser } from '../test/signed-in.tsx';
import { keepChangesForOffline, restoreWaitingChanges } from './offline-changes.ts';
import { createQueryClient } from './query-client.ts';
import { sessionKey } from './session.ts';
import { forgetOwnSteps, taskChangeKey } from './tasks/task-changes.ts';
import type { TaskChangeKind, TaskChanges } from './tasks/task-changes.ts';
import { resolveConflict, taskConflicts } from './tasks/task-conflicts.ts';
import { taskKeys } from './tasks/tasks.api.ts';

const one = taskFixture({ id: 11, name: 'One', version: 1 });
const two = taskFixture({ id: 12, name: 'Two', version: 4 });

afterEach(() => {
  onlineManager.setOnline(true);
  localStorage.clear();
  forgetOwnSteps();
  resolveConflict(one.id);
});

function signedIn(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.mount();
  queryClient.setQueryData(sessionKey, signedInUser);
  return queryClient;
}

/** Makes a change the way the hooks do (their key, the registered defaults). */
function change<K extends TaskChangeKind>(
  queryClient: QueryClient,
  kind: K,
  input: TaskChanges[K],
) {
  const observer = new MutationObserver<unknown, Error, TaskChanges[K]>(queryClient, {
    mutationKey: taskChangeKey(kind),
  });
  return observer.mutate(input);
}

const kept = () =>
  (
    JSON.parse(localStorage.getItem('tandem-offline-changes') ?? '{"mutations":[]}') as {
      mutations: unknown[];
    }
  ).mutations;

/** A server that answers task changes with the task as changed, one version on. */
function server() {
  return fakeApi()
    .on(ROUTES.tasks.update, ({ body }) => ({
      task: { ...one, ...(body as { name: string }), version: (body?.version ?? 0) + 1 },
    }))
    .on(ROUTES.tasks.finish, () => ({
      task: { ...two, state: { id: 5, state: 'finished' }, version: 5 },
    }))
    .on(ROUTES.tasks.create, ({ body }) => ({
      task: taskFixture({ id: 30, name: body?.name ?? '', version: 1 }),
    }));
}

describe('task changes made offline', () => {
  it('wait in the browser across a reload, then go out in the order made, once', async () => {
    onlineManager.setOnline(false);
    const before = signedIn();
    const stop = keepChangesForOffline(before);
    void change(before, 'update', { task: one, edit: { name: 'Renamed' } }).catch(() => {});
    void change(before, 'finish', { task: two, finished: true }).catch(() => {});
    void change(before, 'create', { tasklistId: 3, projectId: 1, name: 'Added offline' }).catch(
      () => {},
    );
    await expect.poll(() => kept().length).toBe(3);
    stop();
    before.unmount();

    const api = server();
    const after = signedIn();
    keepChangesForOffline(after);
    expect(restoreWaitingChanges(after)).toBe(3);
    expect(api.calls).toEqual([]);

    onlineManager.setOnline(true);
    await expect.poll(() => api.calls.length).toBe(3);
    expect(api.calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      ROUTES.tasks.update.path,
      ROUTES.tasks.finish.path,
      ROUTES.tasks.create.path,
    ]);
    expect(api.bodiesOf(ROUTES.tasks.update)).toEqual([{ name: 'Renamed', version: 1 }]);
    await expect
      .poll(() => after.getQueryData<Task>(taskKeys.task(30))?.name)
      .toBe('Added offline');
    await expect.poll(() => kept().length).toBe(0);
    expect(api.calls).toHaveLength(3);
  });

  it('sends a second edit made at the same version at the version the first one left', async () => {
    onlineManager.setOnline(false);
    const queryClient = signedIn();
    const api = server();
    const first = change(queryClient, 'update', { task: one, edit: { name: 'A' } });
    const second = change(queryClient, 'update', { task: one, edit: { due_date: '2030-01-02' } });
    onlineManager.setOnline(true);
    await Promise.all([first, second]);
    expect(api.bodiesOf(ROUTES.tasks.update)).toEqual([
      { name: 'A', version: 1 },
      { due_date: '2030-01-02', version: 2 },
    ]);
  });

  it('keeps a stale edit beside the server’s values, never dropping it silently', async () => {
    const theirs = { ...one, name: 'Theirs', version: 3 };
    fakeApi()
      .on(ROUTES.tasks.update, () =>
        fail(409, { message: 'The task was changed meanwhile.', code: 'CONFLICT' }),
      )
      .on(ROUTES.tasks.detail, () => ({ task: theirs }));
    const queryClient = signedIn();
    await expect(
      change(queryClient, 'update', { task: one, edit: { name: 'Mine' } }),
    ).rejects.toThrow();
    expect(taskConflicts()).toEqual([
      expect.objectContaining({
        taskId: one.id,
        version: 3,
        mine: { name: 'Mine' },
        theirs: { name: 'Theirs' },
      }),
    ]);
    expect(queryClient.getQueryData<Task>(taskKeys.task(one.id))?.name).toBe('Theirs');
    expect(JSON.parse(localStorage.getItem('tandem-task-conflicts') ?? '[]')).toHaveLength(1);
  });
});
