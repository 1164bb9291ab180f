import { describe, expect, it } from 'vitest';
import type { Label, Task } from '@tandem/contract';
import { createProjectWithTask, addWorker, signUp } from '../../test/harness.ts';
import type { TestSocket } from '../../test/ws-client.ts';
import { isEvent, useRealtimeTestApp } from '../../test/ws-client.ts';

const server = useRealtimeTestApp();
async function follow(cookie: string, topic: string): Promise<TestSocket> {
  const socket = await server.connect(cookie);
  expect((await socket.subscribe(topic)).type).toBe('subscribed');
  return socket;
}

describe('live updates of labels, relations, estimates and pins', () => {
  it("reach another member following the project and the task's own topic", async () => {
    const owner = await signUp(server.app);
    const worker = await signUp(server.app);
    const { project, task } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const second = (
      await owner.client.post(`/api/tasks/create?tlid=${task.tasklist.id}`, { name: 'Second' })
    ).json<{ task: Task }>().task;
    const onProject = await follow(worker.client.cookie, `project.${project.id}`);
    const onTask = await follow(worker.client.cookie, `task.${task.id}`);

    const added = await owner.client.post(`/front/task/api/add-label?tid=${task.id}`, {
      name: 'Live',
    });
    const label = added.json<{ label: Label }>().label;
    expect(await onProject.waitFor(isEvent('task.labels_changed'))).toMatchObject({
      event: { project_id: project.id, task_id: task.id, actor_id: owner.id },
    });
    await onTask.waitFor(isEvent('task.labels_changed'));
    await owner.client.post(`/front/task/api/edit-label/?uuid=${label.uuid}`, { color: 'blue' });
    await onProject.waitFor(isEvent('label.updated'));

    await owner.client.post(`/api/task-relations/create?tid=${second.id}`, {
      kind: 'blocks',
      target_task_id: task.id,
    });
    const related = await onTask.waitFor(isEvent('task.relation_added'));
    expect(related).toMatchObject({ event: { task_id: task.id } });

    await owner.client.post(`/api/tasks/set-time-estimates?tid=${task.id}`, {
      total_minutes: 45,
    });
    await onTask.waitFor(isEvent('task.time_estimates_changed'));
    await owner.client.post(`/api/tasks/pin?tid=${task.id}`);
    await onProject.waitFor(isEvent('task.pinned'));
    await onTask.waitFor(isEvent('task.pinned'));
  });

  it('tells the other project of a relation across projects', async () => {
    const owner = await signUp(server.app);
    const worker = await signUp(server.app);
    const here = await createProjectWithTask(owner.client);
    const there = await createProjectWithTask(owner.client);
    await addWorker(owner.client, there.project.id, worker.email);
    const socket = await follow(worker.client.cookie, `project.${there.project.id}`);
    await owner.client.post(`/api/task-relations/create?tid=${here.task.id}`, {
      kind: 'blocked_by',
      target_task_id: there.task.id,
    });
    expect(await socket.waitFor(isEvent('task.relation_added'))).toMatchObject({
      event: { project_id: there.project.id, task_id: there.task.id },
    });
    await socket.roundTrip();
    expect(socket.events()).toHaveLength(1);
  });
});
