import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
import { createProject, createTag, setTags } from '../../test/tag-helpers.ts';
import { TestSocket } from '../../test/ws-client.ts';

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  url = `ws://127.0.0.1:${address.port}/ws`;
});
afterAll(() => t.close());

const opened: TestSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
async function follow(cookie: string, topic: string): Promise<TestSocket> {
  const socket = await TestSocket.connect(url, cookie);
  opened.push(socket);
  expect((await socket.subscribe(topic)).type).toBe('subscribed');
  return socket;
}

const isEvent = (type: string) => (m: ServerMessage) => m.type === 'event' && m.event.type === type;
const eventTypes = (socket: TestSocket) =>
  socket.events().map((m) => (m.type === 'event' ? m.event.type : ''));

describe('live updates of tags', () => {
  it('tells members of public tag changes, and only the author of private ones', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const project = await createProject(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const workerSocket = await follow(worker.client.cookie, `project.${project.id}`);
    const workerOwn = await follow(worker.client.cookie, `user.${worker.id}`);
    const ownerOwn = await follow(owner.client.cookie, `user.${owner.id}`);

    const secret = await createTag(owner.client, { tag: 'Secret' });
    await setTags(owner.client, project.id, [secret.id]);
    await owner.client.post(`/api/project-tags/update?id=${secret.id}`, { tag: 'Hush' });
    await ownerOwn.waitFor(isEvent('tag.updated'));

    const shared = await createTag(owner.client, { tag: 'Client', is_private: false });
    await setTags(owner.client, project.id, [secret.id, shared.id]);
    const changed = await workerSocket.waitFor(isEvent('project.tags_changed'));
    expect(changed).toMatchObject({ event: { project_id: project.id, actor_id: owner.id } });
    await owner.client.post(`/api/project-tags/update?id=${shared.id}`, { color: '#0a0' });
    await workerSocket.waitFor(isEvent('tag.updated'));
    await owner.client.post(`/api/project-tags/delete?id=${shared.id}`);
    await workerSocket.waitFor(isEvent('tag.deleted'));

    await workerSocket.roundTrip();
    await workerOwn.roundTrip();
    expect(eventTypes(workerSocket)).toEqual([
      'project.tags_changed',
      'tag.updated',
      'tag.deleted',
    ]);
    expect(eventTypes(workerOwn)).toEqual([]);
    await ownerOwn.roundTrip();
    expect(eventTypes(ownerOwn)).toEqual([
      'tag.created',
      'project.tags_changed',
      'tag.updated',
      'tag.created',
      'tag.updated',
      'tag.deleted',
    ]);
  });
});
