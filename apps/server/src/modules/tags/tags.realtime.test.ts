import { describe, expect, it } from 'vitest';
import { createProject, signUp } from '../../test/harness.ts';
import { createTag, setTags } from '../../test/tag-helpers.ts';
import type { TestSocket } from '../../test/ws-client.ts';
import { isEvent, useRealtimeTestApp } from '../../test/ws-client.ts';

const server = useRealtimeTestApp();
async function follow(cookie: string, topic: string): Promise<TestSocket> {
  const socket = await server.connect(cookie);
  expect((await socket.subscribe(topic)).type).toBe('subscribed');
  return socket;
}

const eventTypes = (socket: TestSocket) =>
  socket.events().map((m) => (m.type === 'event' ? m.event.type : ''));

describe('live updates of tags', () => {
  it('tells members of public tag changes, and only the author of private ones', async () => {
    const owner = await signUp(server.app);
    const worker = await signUp(server.app);
    const project = await createProject(owner.client, 'Launch', [worker]);
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
