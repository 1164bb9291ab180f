import { describe, expect, it } from 'vitest';
import type { OwnerChangeRequest } from '@tandem/contract';
import { createProject, signUp } from '../../test/harness.ts';
import { isEvent, useRealtimeTestApp } from '../../test/ws-client.ts';

const server = useRealtimeTestApp();

describe('handover requests, live', () => {
  it('reach the receiver and, when answered, the author on their own topics', async () => {
    const owner = await signUp(server.app, { fullname: 'Olga Owner' });
    const worker = await signUp(server.app, { fullname: 'Walter Worker' });
    const project = await createProject(owner.client, 'Live', [worker]);
    const workerSocket = await server.connect(worker.client.cookie);
    const ownerSocket = await server.connect(owner.client.cookie);
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
  });
});
