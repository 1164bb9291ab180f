import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RealtimeEvent, ServerMessage } from '@tandem/contract';
import { events } from '../db/schema/projects.ts';
import { addWorker, createProjectWithTask, signUp } from '../test/harness.ts';
import { isEvent, useRealtimeTestApp } from '../test/ws-client.ts';
import type { Connection, Hub } from './hub.ts';
import { REPLAY_MAX_EVENTS, REPLAY_WINDOW_MS, resume } from './replay.ts';

const server = useRealtimeTestApp();

const rename =
  (client: { post: (url: string, body: unknown) => Promise<{ statusCode: number }> }) =>
  async (taskId: number, version: number, name: string) =>
    expect(
      (await client.post(`/api/tasks/update?tid=${taskId}`, { version, name })).statusCode,
    ).toBe(200);

describe('resuming after a drop', () => {
  it('replays what the client missed on its topics, then says how many', async () => {
    const owner = await signUp(server.app);
    const worker = await signUp(server.app);
    const { project, task } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const first = await server.connect(worker.client.cookie);
    const seen = await first.welcomed;
    first.close();

    const renameTask = rename(owner.client);
    await renameTask(task.id, 1, 'While away');
    await renameTask(task.id, 2, 'Still away');

    const again = await server.connect(worker.client.cookie);
    expect(await again.welcomed).toBeGreaterThan(seen);
    await again.subscribe(`project.${project.id}`);
    again.send({ type: 'resume', after_id: seen });
    const resumed = await again.waitFor((m) => m.type === 'resumed');
    expect(resumed).toEqual({ type: 'resumed', count: 2 });
    const replayed = again.events().map((m) => (m as { event: RealtimeEvent }).event);
    expect(replayed.map((e) => [e.type, e.task_id, e.version])).toEqual([
      ['task.renamed', task.id, 2],
      ['task.renamed', task.id, 3],
    ]);

    // One catch-up per connection.
    again.send({ type: 'resume', after_id: seen });
    expect(await again.waitFor((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'This connection has resumed.',
    });
  });

  it('replays nothing a worker limited to other lists may not see, nor other projects', async () => {
    const owner = await signUp(server.app);
    const worker = await signUp(server.app);
    const { project, task } = await createProjectWithTask(owner.client);
    const other = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const open = (
      await owner.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'Open' })
    ).json<{ tasklist: { id: number } }>().tasklist;
    await owner.client.post(`/api/projects/update-worker?pid=${project.id}`, {
      user_id: worker.id,
      tasklists_acl: [open.id],
    });
    const first = await server.connect(worker.client.cookie);
    const seen = await first.welcomed;
    first.close();
    await rename(owner.client)(task.id, 1, 'Hidden rename');
    await rename(owner.client)(other.task.id, 1, 'Elsewhere');

    const again = await server.connect(worker.client.cookie);
    await again.subscribe(`project.${project.id}`);
    again.send({ type: 'resume', after_id: seen });
    expect(await again.waitFor((m) => m.type === 'resumed')).toEqual({ type: 'resumed', count: 0 });
    expect(again.events()).toEqual([]);
  });

  it('tells the client to refetch when the gap is older than the replay window', async () => {
    const owner = await signUp(server.app);
    const { project, task } = await createProjectWithTask(owner.client);
    const first = await server.connect(owner.client.cookie);
    const seen = await first.welcomed;
    first.close();
    await rename(owner.client)(task.id, 1, 'Long ago');
    await server.database.db
      .update(events)
      .set({ dateAction: new Date(Date.now() - REPLAY_WINDOW_MS - 60_000) })
      .where(eq(events.taskId, task.id));
    const again = await server.connect(owner.client.cookie);
    await again.subscribe(`project.${project.id}`);
    again.send({ type: 'resume', after_id: seen });
    expect(await again.waitFor((m) => m.type === 'resync' || m.type === 'resumed')).toEqual({
      type: 'resync',
    });
    expect(again.received.some(isEvent('task.renamed'))).toBe(false);
  });

  it('refuses a resume that is not a number of events, and stays open', async () => {
    const user = await signUp(server.app);
    const socket = await server.connect(user.client.cookie);
    for (const after_id of [-1, 'x', 1.5, null]) {
      socket.send({ type: 'resume', after_id });
      expect(await socket.waitFor(() => true)).toEqual({
        type: 'error',
        message: 'The message is not valid.',
      });
    }
    await socket.roundTrip();
  });
});

describe('resume, by its bounds', () => {
  const event = (id: number): RealtimeEvent => ({
    id,
    type: 'task.renamed',
    actor_id: 1,
    project_id: 1,
    tasklist_id: 1,
    task_id: 1,
    version: 1,
    mutation_id: null,
  });
  const now = 1_800_000_000_000;
  const run = async (count: number, ageMs: number) => {
    const sent: ServerMessage[] = [];
    const connection: Connection = { userId: 1, topics: new Set(), send: (m) => sent.push(m) };
    const stored = {
      after: (_afterId: number, limit: number) =>
        Promise.resolve(
          Array.from({ length: Math.min(count, limit) }, (_, i) => ({
            event: event(i + 1),
            topics: ['project.1'],
            at: now - ageMs,
          })),
        ),
      latestId: () => Promise.resolve(count),
    };
    const hub = { replay: (_c: Connection, missed: unknown[]) => Promise.resolve(missed.length) };
    await resume(connection, 0, { hub: hub as unknown as Hub, stored, now: () => now });
    return sent;
  };

  it('replays up to the most events and within the window, and asks for a refetch beyond', async () => {
    expect(await run(0, 0)).toEqual([{ type: 'resumed', count: 0 }]);
    expect(await run(REPLAY_MAX_EVENTS, REPLAY_WINDOW_MS - 1)).toEqual([
      { type: 'resumed', count: REPLAY_MAX_EVENTS },
    ]);
    expect(await run(REPLAY_MAX_EVENTS + 1, 0)).toEqual([{ type: 'resync' }]);
    expect(await run(1, REPLAY_WINDOW_MS + 1)).toEqual([{ type: 'resync' }]);
  });
});
