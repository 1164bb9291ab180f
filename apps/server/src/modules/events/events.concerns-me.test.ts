import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints as e } from '@tandem/contract';
import type { ActivityEvent, ActivityFilterInput } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { comment } from '../../test/comment-helpers.ts';
import { updateTask } from '../../test/task-helpers.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (client: Client, body: ActivityFilterInput) =>
  client.call(e.find, { query: { p: 0 }, body });
const concerning = async (client: Client): Promise<ActivityEvent[]> => {
  const res = await find(client, { concerns_me: true });
  expect(res.status).toBe(200);
  return res.body.events;
};
const summary = (events: ActivityEvent[]) =>
  events.map((x) => `${x.type} ${x.task?.name ?? x.who?.fullname ?? ''}`.trim());

describe('the activity that concerns me', () => {
  it('holds what others did to tasks one works on, created or follows; not one’s own actions', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    const project = await createProject(olga.client, 'Launch');
    await addWorker(olga.client, project.id, walt.email);
    const list = await newTasklist(olga.client, project.id, 'To do');
    const given = await newTask(olga.client, list.id, 'Given');
    const followed = await newTask(olga.client, list.id, 'Followed');
    const other = await newTask(olga.client, list.id, 'Other');
    const own = await newTask(walt.client, list.id, 'Own');

    const assigned = await updateTask(olga.client, given, { workers_ids: [walt.id] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const flagged = await walt.client.post(`/api/tasks/set-flags?tid=${followed.id}`, {
      is_tracked: true,
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    await comment(walt.client, given.id, 'On it.');
    await olga.client.post(`/api/tasks/finish?tid=${given.id}`);
    await comment(olga.client, followed.id, 'Any news?');
    await comment(olga.client, other.id, 'Nobody follows this.');
    await olga.client.post(`/api/tasks/finish?tid=${own.id}`);

    const events = await concerning(walt.client);
    expect(summary(events)).toEqual([
      'task.finished Own',
      'comment.created Followed',
      'task.finished Given',
      'task.workers_changed Given',
      // The tasks concern him now, so their beginnings do too.
      'task.created Followed',
      'task.created Given',
    ]);
    expect(events.every((x) => x.author.id !== walt.id)).toBe(true);
    // Without the filter, the whole feed of the project, one's own actions included.
    const all = summary((await find(walt.client, {})).body.events);
    expect(all).toContain('comment.created Other');
    expect(all).toContain('comment.created Given');
    // The owner created the tasks: Walt's comment on one of them concerns her.
    expect(summary(await concerning(olga.client))).toContain('comment.created Given');
  });

  it('still shows only what the person sees', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    const project = await createProject(olga.client, 'Private lists');
    await addWorker(olga.client, project.id, walt.email);
    const open = await newTasklist(olga.client, project.id, 'Open');
    const closed = await newTasklist(olga.client, project.id, 'Closed');
    const hidden = await newTask(olga.client, closed.id, 'Hidden');
    await updateTask(olga.client, hidden, { workers_ids: [walt.id] });
    await limitMember(t, project.id, walt.id, [open.id]);
    await olga.client.post(`/api/tasks/finish?tid=${hidden.id}`);
    expect(summary(await concerning(walt.client))).not.toContain('task.finished Hidden');
  });

  it('refuses a concerns_me that is not true or false (400)', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const res = await olga.client.post('/api/events/find-events-data?p=0', { concerns_me: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { concerns_me: ['Choose true or false.'] } },
    });
  });
});
