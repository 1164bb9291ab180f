import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskComment } from '@tandem/contract';
import {
  commentEndpoints as c,
  projectCommentEndpoints as projectComments,
  tasklistCommentEndpoints as tasklistComments,
  LIMITS,
  PROJECT_STATE,
  taskCommentEndpoints as e,
} from '@tandem/contract';
import { comment } from '../../test/comment-helpers.ts';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  newTask,
  newTasklist,
  notFoundBody,
  setProjectState,
} from '../../test/tasklist-helpers.ts';

let now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const mention = (id: number, name: string) =>
  `<span data-type="mention" data-id="${id}" data-label="${name}">@${name}</span>`;

const list = async (
  client: Client,
  tid: number,
  extra: { before_id?: number; limit?: number } = {},
) => (await client.call(e.list, { query: { tid, ...extra } })).body;

describe('POST /api/task-comments/create', () => {
  it('adds a comment in the spec’s shape, counts it on the task and records the event', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const created = await comment(
      owner.client,
      task.id,
      `<p>Hello ${mention(worker.id, 'Walter Worker')}</p>`,
    );
    expect(created).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      task_id: task.id,
      target: { type: 'task', id: task.id, name: task.name },
      project: { id: project.id, name: project.name },
      author: { id: owner.id, fullname: 'Olga Owner' },
      date_add: now.toISOString(),
      date_edit: null,
      content: `<p>Hello ${mention(worker.id, 'Walter Worker')}</p>`,
      count_reactions: 0,
      deletion_allowed_until: new Date(now.getTime() + 60 * 60_000).toISOString(),
      download_files_url: null,
      files: [],
      liked_by_current_user: false,
      reactions: [],
      history: [],
      mentions: [{ id: worker.id, fullname: 'Walter Worker' }],
      can_edit: true,
      can_delete: true,
    });
    expect(await taskDetail(owner.client, task.id)).toMatchObject({
      count_comments: 1,
      has_unread_comments: false,
    });
    expect(await taskDetail(worker.client, task.id)).toMatchObject({
      count_comments: 1,
      has_unread_comments: true,
    });
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'comment.created',
      author: { id: owner.id },
      task: { id: task.id },
      comment: { id: created.id, is_description: false },
      notice: { task_name: task.name, comment_text: 'Hello @Walter Worker' },
    });
  });

  it('strips scripts and handlers, and keeps what the editor makes', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const created = await comment(
      owner.client,
      task.id,
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    );
    expect(created.content).toBe(
      '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">x</a></p>',
    );
  });

  it.each([
    ['nothing', {}, 'Write a comment.'],
    ['an empty text', { content: '' }, 'Write a comment.'],
    ['only markup', { content: '<p> </p><p>&nbsp;</p>' }, 'Write a comment.'],
    ['only a script', { content: '<script>alert(1)</script>' }, 'Write a comment.'],
    ['a number', { content: 5 }, 'Write a comment.'],
    [
      'too much',
      { content: `<p>${'a'.repeat(LIMITS.commentMax)}</p>` },
      'A comment can be at most 100,000 characters long.',
    ],
  ])('refuses %s and adds nothing', async (_name, body, message) => {
    const { owner, task } = await projectWithWorker(t.app);
    const res = await owner.client.post(`/api/task-comments/create?tid=${task.id}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { content: [message] } },
    });
    expect((await list(owner.client, task.id)).count).toBe(0);
  });

  it('refuses a mention of someone who cannot see the task, without saying more', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    for (const who of [mention(stranger.id, 'Sam'), mention(worker.id, 'Walter')]) {
      const res = await owner.client.post(`/api/task-comments/create?tid=${task.id}`, {
        content: `<p>${who}</p>`,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errors?.validation).toEqual({
        content: ['The person you mention cannot see this task. Share the task with them first.'],
      });
    }
    expect((await list(owner.client, task.id)).count).toBe(0);
  });

  it('answers 404 to whoever cannot see the task, 409 in the trash, 403 in an archived project', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const body = { content: '<p>x</p>' };
    const strangerRes = await stranger.client.post(
      `/api/task-comments/create?tid=${task.id}`,
      body,
    );
    expect(strangerRes.statusCode).toBe(404);
    expect(errorOf(strangerRes)).toEqual(notFoundBody('The task'));
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    expect(
      (await worker.client.post(`/api/task-comments/create?tid=${task.id}`, body)).statusCode,
    ).toBe(404);
    const trashed = await newTask(owner.client, other.id, 'Gone');
    await owner.client.post(`/api/tasks/delete?tid=${trashed.id}`);
    const inTrash = await owner.client.post(`/api/task-comments/create?tid=${trashed.id}`, body);
    expect(inTrash.statusCode, inTrash.body).toBe(409);
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    expect(
      (await owner.client.post(`/api/task-comments/create?tid=${task.id}`, body)).statusCode,
    ).toBe(403);
    expect(await list(owner.client, task.id)).toMatchObject({ count: 0, can_write: false });
    expect(await list(owner.client, trashed.id)).toMatchObject({ can_write: false });
  });
});

describe('GET /api/task-comments/list', () => {
  it('pages from the newest, each page oldest first', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const made: TaskComment[] = [];
    for (const n of [1, 2, 3, 4, 5]) made.push(await comment(owner.client, task.id, `<p>${n}</p>`));
    const first = await list(owner.client, task.id, { limit: 2 });
    expect(first.comments.map((c) => c.content)).toEqual(['<p>4</p>', '<p>5</p>']);
    expect(first).toMatchObject({ has_more: true, count: 5, can_write: true });
    const second = await list(owner.client, task.id, { limit: 2, before_id: made[3]!.id });
    expect(second.comments.map((c) => c.content)).toEqual(['<p>2</p>', '<p>3</p>']);
    const last = await list(owner.client, task.id, { limit: 2, before_id: made[1]!.id });
    expect(last).toMatchObject({ has_more: false, comments: [{ content: '<p>1</p>' }] });
  });

  it('refuses a limit out of bounds', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const res = await owner.client.get(`/api/task-comments/list?tid=${task.id}&limit=101`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation).toEqual({ limit: ['The limit can be at most 100.'] });
  });
});

describe('POST /api/task-comments/mark-read', () => {
  it('clears the viewer’s unread mark until someone else writes again', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    await comment(owner.client, task.id, '<p>one</p>');
    expect((await taskDetail(worker.client, task.id)).has_unread_comments).toBe(true);
    const res = await worker.client.call(e.markRead, { query: { tid: task.id } });
    expect(res.body).toEqual({ ok: true });
    expect((await taskDetail(worker.client, task.id)).has_unread_comments).toBe(false);
    await comment(worker.client, task.id, '<p>mine</p>');
    expect((await taskDetail(worker.client, task.id)).has_unread_comments).toBe(false);
    await comment(owner.client, task.id, '<p>two</p>');
    expect((await taskDetail(worker.client, task.id)).has_unread_comments).toBe(true);
  });

  it('keeps each task’s mark apart, on the board too', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const second = await newTask(owner.client, task.tasklist.id, 'Second');
    for (const id of [task.id, second.id]) {
      await comment(owner.client, id, '<p>hello</p>');
      await worker.client.call(e.markRead, { query: { tid: id } });
    }
    await comment(owner.client, second.id, '<p>again</p>');
    const board = await worker.client.get(`/api/tasks/list?pid=${project.id}`);
    const marks = Object.fromEntries(
      board
        .json<{
          tasks: Array<{ id: number; has_unread_comments: boolean; count_comments: number }>;
        }>()
        .tasks.map((x) => [x.id, [x.count_comments, x.has_unread_comments]]),
    );
    expect(marks).toEqual({ [task.id]: [1, false], [second.id]: [2, true] });
  });
});

describe('POST /api/comments/edit', () => {
  it('lets the author edit, keeping the old version in the history', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const created = await comment(owner.client, task.id, '<p>first</p>');
    now = new Date(now.getTime() + 1000);
    const res = await owner.client.call(c.edit, {
      query: { uuid: created.uuid },
      body: { content: '<p>second</p>' },
    });
    expect(res.status, res.response.body).toBe(200);
    expect(res.body.comment).toMatchObject({
      content: '<p>second</p>',
      date_edit: now.toISOString(),
      history: [{ date_edited_at: now.toISOString(), editor: { id: owner.id } }],
    });
    const history = await worker.client.call(c.history, { query: { uuid: created.uuid } });
    expect(history.body.history).toEqual([
      {
        content: '<p>first</p>',
        date_edited_at: now.toISOString(),
        editor: { id: owner.id, fullname: 'Olga Owner' },
      },
    ]);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({ type: 'comment.updated', notice: { comment_text: 'second' } });
  });

  it('changes nothing when the text is the same', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const created = await comment(owner.client, task.id, '<p>same</p>');
    const res = await owner.client.call(c.edit, {
      query: { uuid: created.uuid },
      body: { content: '<p>same</p>' },
    });
    expect(res.body.comment).toEqual(created);
    expect((await eventsOf(owner.client, project.id))[0]?.type).toBe('comment.created');
  });

  it('refuses anyone but the author (403), and a comment out of sight or unknown (404)', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const created = await comment(owner.client, task.id, '<p>mine</p>');
    const body = { content: '<p>theirs</p>' };
    const byWorker = await worker.client.post(`/api/comments/edit?uuid=${created.uuid}`, body);
    expect(byWorker.statusCode).toBe(403);
    expect(errorOf(byWorker).message).toBe('Only its author can edit a comment.');
    const byStranger = await stranger.client.post(`/api/comments/edit?uuid=${created.uuid}`, body);
    expect(errorOf(byStranger)).toEqual(notFoundBody('The comment'));
    const unknown = await owner.client.post(`/api/comments/edit?uuid=${MISSING_UUID}`, body);
    expect(unknown.statusCode).toBe(404);
    const bad = await owner.client.post('/api/comments/edit?uuid=nope', body);
    expect(errorOf(bad).errors?.validation).toEqual({ uuid: ['Enter a valid uuid.'] });
    expect((await list(owner.client, task.id)).comments[0]?.content).toBe('<p>mine</p>');
  });
});

describe('DELETE /api/comments/delete', () => {
  it('lets the author delete within the hour, and managers at any time', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const early = await comment(worker.client, task.id, '<p>early</p>');
    const late = await comment(worker.client, task.id, '<p>late</p>');
    const ownerOne = await comment(owner.client, task.id, '<p>owner’s</p>');
    const del = (client: Client, uuid: string) =>
      client.request('DELETE', `/api/comments/delete?uuid=${uuid}`);
    expect((await del(worker.client, ownerOne.uuid)).statusCode).toBe(403);
    expect((await del(worker.client, early.uuid)).json()).toEqual({ ok: true });
    now = new Date(now.getTime() + 61 * 60_000);
    const tooLate = await del(worker.client, late.uuid);
    expect(tooLate.statusCode).toBe(403);
    expect(errorOf(tooLate).message).toBe(
      'The time to delete this comment has passed. Ask a project manager to delete it.',
    );
    expect((await list(worker.client, task.id)).comments[0]).toMatchObject({
      uuid: late.uuid,
      can_delete: false,
      can_edit: true,
    });
    expect((await del(owner.client, late.uuid)).statusCode).toBe(200);
    expect((await list(owner.client, task.id)).comments.map((c) => c.uuid)).toEqual([
      ownerOne.uuid,
    ]);
    expect((await taskDetail(owner.client, task.id)).count_comments).toBe(1);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({ type: 'comment.deleted', notice: { comment_text: 'late' } });
    expect((await del(owner.client, late.uuid)).statusCode).toBe(404);
  });
});

describe('POST /api/comments/react', () => {
  it('gives and takes back reactions; a like is the thumbs up', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    const created = await comment(owner.client, task.id, '<p>react</p>');
    const react = (client: Client, content: string, on: boolean) => {
      now = new Date(now.getTime() + 1000);
      return client.call(c.react, { query: { uuid: created.uuid }, body: { content, on } });
    };
    await react(worker.client, '👍', true);
    await react(worker.client, '👍', true);
    await react(owner.client, '🎉', true);
    const liked = (await react(owner.client, '👍', true)).body.comment;
    expect(liked).toMatchObject({
      count_reactions: 3,
      liked_by_current_user: true,
      reactions: [
        {
          content: '👍',
          count: 2,
          users: [
            { id: worker.id, fullname: 'Walter Worker' },
            { id: owner.id, fullname: 'Olga Owner' },
          ],
        },
        { content: '🎉', count: 1, users: [{ id: owner.id, fullname: 'Olga Owner' }] },
      ],
    });
    const taken = (await react(worker.client, '👍', false)).body.comment;
    expect(taken).toMatchObject({ count_reactions: 2, liked_by_current_user: false });
    expect((await react(worker.client, '👨‍👩‍👧‍👦', true)).status).toBe(200);
  });

  it.each([
    ['a word', { content: 'yes', on: true }, { content: ['Choose an emoji.'] }],
    ['two emoji', { content: '😀😀', on: true }, { content: ['Choose an emoji.'] }],
    ['a long string', { content: '😀'.repeat(20), on: true }, { content: ['Choose an emoji.'] }],
    [
      'no direction',
      { content: '😀' },
      { on: ['Say whether the reaction is given (true) or taken back (false).'] },
    ],
  ])('refuses %s', async (_name, body, validation) => {
    const { owner, task } = await projectWithWorker(t.app);
    const created = await comment(owner.client, task.id, '<p>react</p>');
    const res = await owner.client.post(`/api/comments/react?uuid=${created.uuid}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation).toEqual(validation);
    expect((await list(owner.client, task.id)).comments[0]?.count_reactions).toBe(0);
  });

  it('lets a worker whose role denies actions comment and react all the same', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const role = await owner.client.post('/api/roles/create', {
      name: 'Careful',
      disallowed_actions: [1, 2, 3, 4, 5, 6, 7],
    });
    await owner.client.post(`/api/projects/set-member-roles?pid=${project.id}`, {
      user_id: worker.id,
      roles_ids: [role.json().role.id],
    });
    const created = await comment(worker.client, task.id, '<p>still here</p>');
    const res = await worker.client.call(c.react, {
      query: { uuid: created.uuid },
      body: { content: '👍', on: true },
    });
    expect(res.status, res.response.body).toBe(200);
  });
});

describe('a second member', () => {
  it('sees comments by everyone who sees the task, with what they may do', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const second = await signUp(t.app, { fullname: 'Sue Second' });
    await addWorker(owner.client, project.id, second.email);
    await comment(owner.client, task.id, '<p>from the owner</p>');
    const [seen] = (await list(second.client, task.id)).comments;
    expect(seen).toMatchObject({ can_edit: false, can_delete: false });
  });
});

describe('comments on a task list and on the project', () => {
  it('keep threads of their own, each with its count and its events', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const listThread = await owner.client.call(tasklistComments.create, {
      query: { tlid: task.tasklist.id },
      body: { content: '<p>About the list</p>' },
    });
    expect(listThread.status, listThread.response.body).toBe(201);
    expect(listThread.body.comment).toMatchObject({
      task_id: null,
      target: { type: 'tasklist', id: task.tasklist.id, name: task.tasklist.name },
      project: { id: project.id, name: project.name },
    });
    const onProject = await worker.client.call(projectComments.create, {
      query: { pid: project.id },
      body: { content: `<p>Hello ${mention(owner.id, 'Olga Owner')}</p>` },
    });
    expect(onProject.body.comment).toMatchObject({
      target: { type: 'project', id: project.id, name: project.name },
      mentions: [{ id: owner.id }],
    });
    const lists = await worker.client.call(tasklistComments.list, {
      query: { tlid: task.tasklist.id },
    });
    expect(lists.body).toMatchObject({
      count: 1,
      comments: [{ content: '<p>About the list</p>' }],
    });
    const projectThread = await owner.client.call(projectComments.list, {
      query: { pid: project.id },
    });
    expect(projectThread.body.count).toBe(1);
    expect((await list(owner.client, task.id)).count).toBe(0);
    const tasklist = await owner.client.get(`/api/tasklists/detail?tlid=${task.tasklist.id}`);
    expect(tasklist.json().tasklist.count_comments).toBe(1);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'comment.created',
      comment: { id: onProject.body.comment.id },
    });
    expect(event).not.toHaveProperty('task');
  });

  it('hides a task list’s thread from a worker limited to other lists, and answers 404 to strangers', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    const res = await worker.client.get(`/api/tasklist-comments/list?tlid=${task.tasklist.id}`);
    expect(errorOf(res)).toEqual(notFoundBody('The task list'));
    const mentioning = await owner.client.post(
      `/api/tasklist-comments/create?tlid=${task.tasklist.id}`,
      {
        content: `<p>${mention(worker.id, 'Walter')}</p>`,
      },
    );
    expect(errorOf(mentioning).errors?.validation).toEqual({
      content: [
        'The person you mention cannot see this task list. Share the task list with them first.',
      ],
    });
    expect(
      (await stranger.client.get(`/api/project-comments/list?pid=${project.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/comments/latest', () => {
  it('answers the newest comments on everything the viewer sees, and nothing else', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const other = await newTasklist(owner.client, project.id, 'Hidden');
    const hiddenTask = await newTask(owner.client, other.id, 'Secret');
    await comment(owner.client, task.id, '<p>on the task</p>');
    await comment(owner.client, hiddenTask.id, '<p>on the secret task</p>');
    await owner.client.call(projectComments.create, {
      query: { pid: project.id },
      body: { content: '<p>on the project</p>' },
    });
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    const elsewhere = await projectWithWorker(t.app);
    await comment(elsewhere.owner.client, elsewhere.task.id, '<p>in another project</p>');
    const latest = await worker.client.call(c.latest, { query: {} });
    expect(latest.body.comments.map((x) => x.content)).toEqual([
      '<p>on the project</p>',
      '<p>on the task</p>',
    ]);
    expect(latest.body.comments[0]).toMatchObject({ can_edit: false, can_delete: false });
    const own = await owner.client.call(c.latest, { query: {} });
    expect(own.body.comments.map((x) => [x.content, x.can_edit, x.can_delete])).toEqual([
      ['<p>on the project</p>', true, true],
      ['<p>on the secret task</p>', true, true],
      ['<p>on the task</p>', true, true],
    ]);
    const paged = await worker.client.call(c.latest, { query: { limit: 1 } });
    expect(paged.body).toMatchObject({
      has_more: true,
      comments: [{ content: '<p>on the project</p>' }],
    });
  });
});
