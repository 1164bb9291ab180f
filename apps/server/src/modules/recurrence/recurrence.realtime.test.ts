import { describe, expect, it } from 'vitest';
import { projectWithWorker, taskOf, updateTask } from '../../test/task-helpers.ts';
import { isEvent, useRealtimeTestApp } from '../../test/ws-client.ts';

const server = useRealtimeTestApp();

describe('live updates of recurring tasks', () => {
  it('shows another member the next occurrence as soon as the current one is finished', async () => {
    const { owner, worker, project, task } = await projectWithWorker(server.app);
    const dated = taskOf(await updateTask(owner.client, task, { due_date: '2026-03-02' }));
    await owner.client.post(`/api/tasks/set-recurrence?tid=${dated.id}`, {
      unit: 'week',
      interval: 1,
      based_on: 'due_date',
    });
    const socket = await server.connect(worker.client.cookie);
    expect((await socket.subscribe(`project.${project.id}`)).type).toBe('subscribed');

    const finished = await owner.client.post(`/api/tasks/finish?tid=${dated.id}`);
    expect(finished.statusCode).toBe(200);
    const created = await socket.waitFor(isEvent('task.created'));
    const recurred = await socket.waitFor(isEvent('task.recurred'));
    if (created.type !== 'event' || recurred.type !== 'event') throw new Error('not events');
    expect(created.event).toMatchObject({ project_id: project.id, actor_id: owner.id });
    expect(recurred.event.task_id).toBe(created.event.task_id);

    // What the worker's board refetches on that event holds the new occurrence.
    const board = await worker.client.get(`/api/tasks/list?pid=${project.id}`);
    const next = board.json().tasks.find((t: { id: number }) => t.id === created.event.task_id);
    expect(next).toMatchObject({ name: dated.name, due_date: '2026-03-09', is_recurrent: true });
  });
});
