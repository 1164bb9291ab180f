import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentEndpoints as c,
  PROJECT_STATE,
  taskCommentEndpoints as e,
  tasklistCommentEndpoints,
} from '@tandem/contract';
import { comment } from '../../test/comment-helpers.ts';
import type { Client, TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail, updateTask } from '../../test/task-helpers.ts';
import { errorOf, eventsOf, setProjectState } from '../../test/tasklist-helpers.ts';

let now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const thread = async (client: Client, tid: number) =>
  (await client.call(e.list, { query: { tid } })).body;
const toDescription = (client: Client, uuid: string) =>
  client.call(c.toDescription, { query: { uuid } });
const fromDescription = (client: Client, tid: number) =>
  client.call(e.fromDescription, { query: { tid } });

describe('POST /api/comments/to-description', () => {
  it('makes the comment the description, takes it out of the thread and records the event', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const kept = await comment(owner.client, task.id, '<p>Stays</p>');
    const chosen = await comment(worker.client, task.id, '<p>The <strong>plan</strong></p>');

    const res = await toDescription(owner.client, chosen.uuid);
    expect(res.status, res.response.body).toBe(200);
    expect(res.body.task).toMatchObject({
      id: task.id,
      description: '<p>The <strong>plan</strong></p>',
      version: task.version + 1,
      count_comments: 1,
    });
    const after = await thread(worker.client, task.id);
    expect(after.comments.map((x) => x.id)).toEqual([kept.id]);
    expect(after.count).toBe(1);

    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'task.description_from_comment',
      author: { id: owner.id },
      task: { id: task.id },
      comment: { id: chosen.id, is_description: true },
      notice: { task_name: task.name, comment_text: 'The plan' },
    });
    // Standing as the description, the comment is not one to edit, react to or delete.
    const edit = await owner.client.call(c.edit, {
      query: { uuid: chosen.uuid },
      body: { content: '<p>x</p>' },
    });
    expect(edit.status).toBe(404);
    expect((await toDescription(owner.client, chosen.uuid)).status).toBe(404);
  });

  it('keeps a description written before as a comment of the one who replaced it', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    const written = await updateTask(owner.client, task, { description: '<p>Written first</p>' });
    expect(written.statusCode).toBe(200);
    const chosen = await comment(worker.client, task.id, '<p>Better</p>');

    const res = await toDescription(worker.client, chosen.uuid);
    expect(res.status, res.response.body).toBe(200);
    expect(res.body.task.description).toBe('<p>Better</p>');
    const { comments } = await thread(owner.client, task.id);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      author: { id: worker.id },
      content: '<p>Written first</p>',
      date_add: now.toISOString(),
    });
  });

  it('puts back the comment the description came from when another one replaces it', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const first = await comment(owner.client, task.id, '<p>First</p>');
    const second = await comment(owner.client, task.id, '<p>Second</p>');
    expect((await toDescription(owner.client, first.uuid)).status).toBe(200);
    expect((await toDescription(owner.client, second.uuid)).status).toBe(200);

    const { comments } = await thread(owner.client, task.id);
    expect(comments.map((x) => [x.id, x.content])).toEqual([[first.id, '<p>First</p>']]);
    expect((await taskDetail(owner.client, task.id)).description).toBe('<p>Second</p>');
  });

  it('lets the comment go when the description it became was emptied since', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const first = await comment(owner.client, task.id, '<p>First</p>');
    const second = await comment(owner.client, task.id, '<p>Second</p>');
    const made = await toDescription(owner.client, first.uuid);
    expect((await updateTask(owner.client, made.body.task, { description: '' })).statusCode).toBe(
      200,
    );
    expect((await toDescription(owner.client, second.uuid)).status).toBe(200);
    expect((await thread(owner.client, task.id)).comments).toEqual([]);
  });

  it('refuses a comment that is not on a task, and one the actor cannot see', async () => {
    const { owner, project, tasklist, task } = await projectWithWorker(t.app);
    const onList = await owner.client.call(tasklistCommentEndpoints.create, {
      query: { tlid: tasklist.id },
      body: { content: '<p>On the list</p>' },
    });
    const res = await toDescription(owner.client, onList.body.comment.uuid);
    expect(res.status).toBe(409);
    expect(errorOf(res.response).message).toBe(
      'Only a comment on a task can become its description.',
    );

    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    const mine = await comment(owner.client, task.id, '<p>Private</p>');
    expect((await toDescription(stranger.client, mine.uuid)).status).toBe(404);
    expect((await toDescription(owner.client, MISSING_UUID)).status).toBe(404);
    const bad = await owner.client.post('/api/comments/to-description?uuid=nope', {});
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors?.validation).toEqual({ uuid: ['Enter a valid uuid.'] });
    // Nothing changed.
    expect((await taskDetail(owner.client, task.id)).description).toBeNull();
    expect((await eventsOf(owner.client, project.id))[0]?.type).toBe('comment.created');
  });

  it('answers 403 where the task cannot be edited and 409 while it is in the trash', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const mine = await comment(owner.client, task.id, '<p>Mine</p>');
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const archived = await toDescription(owner.client, mine.uuid);
    expect(archived.status).toBe(403);
    await setProjectState(t, project.id, PROJECT_STATE.active);

    const trashed = await owner.client.post(`/api/tasks/delete?tid=${task.id}`, {});
    expect(trashed.statusCode, trashed.body).toBe(200);
    const res = await toDescription(owner.client, mine.uuid);
    expect(res.status).toBe(409);
    expect(errorOf(res.response).message).toBe('The task is in the trash. Restore it first.');
  });
});

describe('POST /api/task-comments/from-description', () => {
  it('puts the comment the description came from back, with its author and date', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const chosen = await comment(worker.client, task.id, '<p>Plan</p>');
    const written = now;
    now = new Date(now.getTime() + 60_000);
    expect((await toDescription(owner.client, chosen.uuid)).status).toBe(200);

    const res = await fromDescription(owner.client, task.id);
    expect(res.status, res.response.body).toBe(200);
    expect(res.body.comment).toMatchObject({
      id: chosen.id,
      uuid: chosen.uuid,
      author: { id: worker.id },
      date_add: written.toISOString(),
      content: '<p>Plan</p>',
      history: [],
    });
    expect(res.body.task).toMatchObject({ description: null, count_comments: 1 });
    expect((await thread(owner.client, task.id)).comments.map((x) => x.id)).toEqual([chosen.id]);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'task.description_to_comment',
      comment: { id: chosen.id, is_description: true },
      notice: { comment_text: 'Plan' },
    });
  });

  it('brings back the text as edited since, the comment’s own kept in its history', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const chosen = await comment(owner.client, task.id, '<p>Plan</p>');
    const made = await toDescription(owner.client, chosen.uuid);
    const edited = await updateTask(owner.client, made.body.task, {
      description: '<p>Plan, revised</p>',
    });
    expect(edited.statusCode).toBe(200);

    const res = await fromDescription(owner.client, task.id);
    expect(res.body.comment).toMatchObject({
      id: chosen.id,
      content: '<p>Plan, revised</p>',
      history: [{ editor: { id: owner.id } }],
    });
    const history = await owner.client.call(c.history, { query: { uuid: chosen.uuid } });
    expect(history.body.history.map((h) => h.content)).toEqual(['<p>Plan</p>']);
  });

  it('makes a description written in the task a comment of the actor’s', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    await updateTask(owner.client, task, { description: '<p>Written</p>' });
    const res = await fromDescription(worker.client, task.id);
    expect(res.status).toBe(200);
    expect(res.body.comment).toMatchObject({
      author: { id: worker.id },
      content: '<p>Written</p>',
      can_edit: true,
    });
    expect((await taskDetail(owner.client, task.id)).description).toBeNull();
  });

  it('refuses a task without a description, and one the actor cannot see', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const res = await fromDescription(owner.client, task.id);
    expect(res.status).toBe(409);
    expect(errorOf(res.response).message).toBe(
      'The task has no description to turn into a comment.',
    );
    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    expect((await fromDescription(stranger.client, task.id)).status).toBe(404);
    const bad = await owner.client.post('/api/task-comments/from-description?tid=x', {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).errors?.validation ?? {})).toEqual(['tid']);
    expect((await thread(owner.client, task.id)).count).toBe(0);
  });
});
