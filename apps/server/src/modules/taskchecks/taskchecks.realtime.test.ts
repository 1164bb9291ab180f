import { describe, expect, it } from 'vitest';
import { addWorker, createProjectWithTask, signUp } from '../../test/harness.ts';
import type { TestSocket } from '../../test/ws-client.ts';
import { isEvent, useRealtimeTestApp } from '../../test/ws-client.ts';
import { addCheck, addSmartCheck } from './taskcheck-test-helpers.ts';

const server = useRealtimeTestApp();
async function follow(cookie: string, topic: string): Promise<TestSocket> {
  const socket = await server.connect(cookie);
  expect((await socket.subscribe(topic)).type).toBe('subscribed');
  return socket;
}

describe('live updates of subtasks', () => {
  it('tell the other members of the project and the followers of the task, with the tab’s mark', async () => {
    const owner = await signUp(server.app);
    const worker = await signUp(server.app);
    const { project, task } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const onProject = await follow(worker.client.cookie, `project.${project.id}`);
    const onTask = await follow(worker.client.cookie, `task.${task.id}`);

    const check = await addCheck(owner.client, task.id, 'Draft');
    const created = await onProject.waitFor(isEvent('taskcheck.created'));
    expect(created).toMatchObject({
      event: { project_id: project.id, task_id: task.id, actor_id: owner.id },
    });
    await onTask.waitFor(isEvent('taskcheck.created'));

    await owner.client.post(`/api/taskchecks/finish?id=${check.id}`, undefined, {
      'x-requested-with': 'XMLHttpRequest',
      'x-mutation-id': 'tab-1:7',
    });
    const finished = await onProject.waitFor(isEvent('taskcheck.finished'));
    expect(finished).toMatchObject({ event: { mutation_id: 'tab-1:7', task_id: task.id } });
    await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, { names: 'A\nB\nC' });
    await onProject.waitFor(isEvent('taskcheck.created'));
    await onProject.roundTrip();
    const types = onProject.events().map((m) => (m.type === 'event' ? m.event.type : ''));
    expect(types).toEqual(['taskcheck.created', 'taskcheck.finished', 'taskcheck.created']);
  });

  it('reach the parent task’s followers when its smart subtask’s task is finished or renamed', async () => {
    const owner = await signUp(server.app);
    const { task } = await createProjectWithTask(owner.client);
    const smart = await addSmartCheck(owner.client, task.id, 'Call');
    const onParent = await follow(owner.client.cookie, `task.${task.id}`);
    const smartId = smart.smart_task!.id;
    await owner.client.post(`/api/tasks/finish?tid=${smartId}`);
    const finished = await onParent.waitFor(isEvent('taskcheck.finished'));
    expect(finished).toMatchObject({ event: { task_id: task.id } });
    await owner.client.post(`/api/tasks/update?tid=${smartId}`, { version: 3, name: 'Call back' });
    await onParent.waitFor(isEvent('taskcheck.updated'));
  });

  it('do not reach someone outside the project', async () => {
    const owner = await signUp(server.app);
    const stranger = await signUp(server.app);
    const { task } = await createProjectWithTask(owner.client);
    const socket = await server.connect(stranger.client.cookie);
    expect((await socket.subscribe(`task.${task.id}`)).type).toBe('subscribe_denied');
  });
});
