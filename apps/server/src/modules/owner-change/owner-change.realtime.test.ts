import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerChangeRequest, Project, ServerMessage } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
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

const isEvent = (type: string) => (m: ServerMessage) => m.type === 'event' && m.event.type === type;

describe('handover requests, live', () => {
  it('reach the receiver and, when answered, the author on their own topics', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const worker = await signUp(t.app, { fullname: 'Walter Worker' });
    const { project } = (await owner.client.post('/api/projects/create', { name: 'Live' })).json<{
      project: Project;
    }>();
    await addWorker(owner.client, project.id, worker.email);
    const workerSocket = await TestSocket.connect(url, worker.client.cookie);
    const ownerSocket = await TestSocket.connect(url, owner.client.cookie);
    try {
      await workerSocket.subscribe(`user.${worker.id}`);
      await ownerSocket.subscribe(`user.${owner.id}`);

      const created = await owner.client.post('/api/owner-change-requests/create', {
        project_id: project.id,
        user_id: worker.id,
      });
      const { uuid } = created.json<{ request: OwnerChangeRequest }>().request;
      expect(await workerSocket.waitFor(isEvent('project.owner_change_requested'))).toMatchObject({
        topic: `user.${worker.id}`,
        event: { project_id: project.id, actor_id: owner.id },
      });

      await worker.client.post('/api/owner-change-requests/approve', { uuids: [uuid] });
      expect(await ownerSocket.waitFor(isEvent('project.owner_changed'))).toMatchObject({
        topic: `user.${owner.id}`,
        event: { project_id: project.id, actor_id: worker.id },
      });
    } finally {
      workerSocket.close();
      ownerSocket.close();
    }
  });
});
