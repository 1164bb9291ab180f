import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A comment of the owner's on the row's fresh task (`made.comment`, its uuid). */
async function putOwnerComment(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/task-comments/create?tid=${f.task.id}`, {
    content: '<p>Owned</p>',
  });
  return { comment: res.json().comment.uuid };
}

const onTask = (f: Fixture) => ({ tid: f.task.id });
const onComment = (f: Fixture) => ({ uuid: f.made.comment! });

/**
 * Comments of tasks: whoever sees the task reads and writes its comments; the limited worker does
 * not see the fixture's task, so neither its comments.
 */
export const authorizationRows: AuthorizationRows = {
  'taskComments.list': { query: onTask, expect: { ...projectScoped(200), limitedWorker: 404 } },
  'taskComments.create': {
    query: onTask,
    body: () => ({ content: '<p>Matrix comment</p>' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  // Only its author edits a comment.
  'comments.edit': {
    query: onComment,
    body: () => ({ content: '<p>Edited</p>' }),
    fresh: putOwnerComment,
    expect: { ...projectScoped(403), owner: 200, limitedWorker: 404, commander: 403 },
  },
  // The author within the hour, and managers at any time.
  'comments.delete': {
    query: onComment,
    fresh: putOwnerComment,
    expect: { ...projectScoped(403), owner: 200, limitedWorker: 404, commander: 200 },
  },
  'comments.react': {
    query: onComment,
    body: () => ({ content: '👍', on: true }),
    fresh: putOwnerComment,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // Whoever edits the task makes a comment its description.
  'comments.toDescription': {
    query: onComment,
    fresh: putOwnerComment,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskComments.fromDescription': {
    query: onTask,
    fresh: async (owner, f) => {
      await owner.post(`/api/tasks/update?tid=${f.task.id}`, {
        version: 1,
        description: '<p>Described</p>',
      });
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'comments.history': {
    query: onComment,
    fresh: putOwnerComment,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklistComments.list': {
    query: (f) => ({ tlid: f.tasklist.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasklistComments.create': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ content: '<p>On the list</p>' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  // The project's own discussion is everyone's in the project, the limited worker's too.
  'projectComments.list': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'projectComments.create': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ content: '<p>On the project</p>' }),
    expect: projectScoped(201),
  },
  'comments.latest': { expect: signedIn(200) },
  'taskComments.markRead': {
    query: onTask,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
};
