import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp, XHR } from '../test/harness.ts';
import { isEvent, listenForSockets, TestSocket } from '../test/ws-client.ts';

/**
 * Two app instances on one PostgreSQL database: an event caused on one reaches a browser
 * connected to the other, through LISTEN/NOTIFY. Only PostgreSQL has several instances.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('realtime across instances', () => {
  let first: TestApp;
  let second: TestApp;
  let firstUrl = '';
  let secondUrl = '';
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
    firstUrl = await listenForSockets(first.app);
    secondUrl = await listenForSockets(second.app);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('delivers a task finished on one instance to a member connected to the other', async () => {
    const owner = await signUp(first.app, { fullname: 'Instance Owner' });
    const member = await signUp(first.app, { fullname: 'Instance Member' });
    const { project, task } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, member.email);

    const socket = await TestSocket.connect(secondUrl, member.client.cookie);
    try {
      expect((await socket.subscribe(`project.${project.id}`)).type).toBe('subscribed');
      const res = await owner.client.post(`/api/tasks/finish?tid=${task.id}`, undefined, {
        ...XHR,
        'x-mutation-id': 'tab-1:7',
      });
      expect(res.statusCode).toBe(200);
      const message = await socket.waitFor(isEvent('task.finished'));
      expect(message).toMatchObject({
        type: 'event',
        topic: `project.${project.id}`,
        event: {
          task_id: task.id,
          project_id: project.id,
          actor_id: owner.id,
          mutation_id: 'tab-1:7',
        },
      });
    } finally {
      socket.ws.close();
    }
  });

  it('delivers an event once on the instance that recorded it, which also hears its NOTIFY', async () => {
    const owner = await signUp(first.app, { fullname: 'Writer Owner' });
    const member = await signUp(first.app, { fullname: 'Writer Member' });
    const { project, task } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, member.email);

    const socket = await TestSocket.connect(firstUrl, member.client.cookie);
    try {
      expect((await socket.subscribe(`project.${project.id}`)).type).toBe('subscribed');
      const res = await owner.client.post(`/api/tasks/finish?tid=${task.id}`, undefined, XHR);
      expect(res.statusCode).toBe(200);
      await socket.waitFor(isEvent('task.finished'));
      // Time for the announcement to come back to this instance, then everything it sent.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await socket.roundTrip();
      const finished = socket
        .events()
        .filter((m) => m.type === 'event' && m.event.type === 'task.finished');
      expect(finished).toHaveLength(1);
    } finally {
      socket.ws.close();
    }
  });
});
