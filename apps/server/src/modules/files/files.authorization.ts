import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped, signedIn } from '../../test/authorization.ts';
import { multipartBody } from '../../test/file-helpers.ts';
import type { Client } from '../../test/harness.ts';
import { putOwnerNote } from '../notes/notes.authorization.ts';

/** A file of the owner's on the row's fresh task (`made.file`, its uuid). */
async function putOwnerFile(owner: Client, f: Fixture): Promise<Made> {
  const { payload, headers } = multipartBody('owned.txt', Buffer.from('owned'));
  const res = await owner.request(
    'POST',
    `/api/task-files/upload?tid=${f.task.id}`,
    payload,
    headers,
  );
  return { file: res.json().file.uuid, fid: res.json().file.id, task: f.task.id };
}
/** The fresh task's uuid, for its zip. */
async function taskUuid(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.get(`/api/task/detail?tid=${f.task.id}`);
  return { taskUuid: res.json().task.uuid };
}

const onFile = (f: Fixture) => ({ uuid: f.made.file! });
/** A comment of the owner's on the row's fresh task (`made.comment`, its uuid). */
async function putOwnerComment(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/task-comments/create?tid=${f.task.id}`, {
    content: '<p>With a file</p>',
  });
  return { comment: res.json().comment.uuid };
}
const aFile = () => multipartBody('matrix.txt', Buffer.from('matrix'));
/** A picture of one pixel, for a photo. */
const aPicture = () =>
  multipartBody(
    'me.png',
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

/**
 * Files: whoever sees what a file is attached to sees it and adds files there; the limited
 * worker does not see the fixture's task, so neither its files. The uploader and those who
 * manage the project change and trash a file.
 */
export const authorizationRows: AuthorizationRows = {
  // A file's comments are everyone's who sees the file (a task's file: the task's list's ACL).
  'fileComments.list': {
    query: (f) => ({ fid: f.made.fid! }),
    fresh: putOwnerFile,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'fileComments.create': {
    query: (f) => ({ fid: f.made.fid! }),
    body: () => ({ content: '<p>On the file</p>' }),
    fresh: putOwnerFile,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  // Photos are everyone's own; a photo by uuid is public, by id for who shares a project.
  'files.uploadCover': { raw: aPicture, expect: signedIn(200) },
  'files.removeCover': { expect: signedIn(200) },
  'files.publicAvatar': {
    query: () => ({ uuid: '00000000-0000-4000-8000-000000000000' }),
    expect: { anonymous: 404, nonMember: 404, worker: 404, owner: 404 },
  },
  'files.avatars': { query: (f) => ({ ids: f.people.owner.id }), expect: signedIn(200) },
  'files.userAvatar': {
    query: (f) => ({ id: f.people.owner.id }),
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 404 },
  },
  'files.uploadToTask': {
    query: (f) => ({ tid: f.task.id }),
    raw: aFile,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'files.uploadToProject': {
    query: (f) => ({ pid: f.project.id }),
    raw: aFile,
    expect: projectScoped(201),
  },
  // Only its author adds files to a comment.
  'files.uploadToComment': {
    query: (f) => ({ uuid: f.made.comment! }),
    raw: aFile,
    fresh: putOwnerComment,
    expect: { ...projectScoped(403), owner: 201, commander: 403, limitedWorker: 404 },
  },
  'files.commentArchive': {
    query: (f) => ({ uuid: f.made.comment! }),
    fresh: putOwnerComment,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'files.taskFiles': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // A note's files are seen by who sees the note and added by who may edit it.
  'files.uploadToNote': {
    query: (f) => ({ id: f.made.nid! }),
    raw: aFile,
    fresh: putOwnerNote,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'files.noteFiles': {
    query: (f) => ({ id: f.made.nid! }),
    fresh: putOwnerNote,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'files.projectFiles': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  // Anyone signed in asks; each sees only the files of projects they see.
  'files.userFiles': { query: (f) => ({ uid: f.people.owner.id }), expect: signedIn(200) },
  'files.detail': {
    query: onFile,
    fresh: putOwnerFile,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'files.getLink': {
    query: onFile,
    fresh: putOwnerFile,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'files.getDownloadLink': {
    query: onFile,
    fresh: putOwnerFile,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // Text is never shown inline: 404 for everyone who sees it too.
  'files.content': {
    query: onFile,
    fresh: putOwnerFile,
    expect: projectScoped(404),
  },
  'files.download': {
    query: onFile,
    fresh: putOwnerFile,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'files.downloadArchive': {
    query: (f) => ({ uuid: f.made.taskUuid! }),
    fresh: taskUuid,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'files.archive': {
    query: (f) => ({ uuid: f.made.taskUuid! }),
    fresh: taskUuid,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'files.edit': {
    query: onFile,
    body: () => ({ caption: 'Matrix' }),
    fresh: putOwnerFile,
    expect: { ...projectScoped(403), owner: 200, commander: 200, limitedWorker: 404 },
  },
  'files.delete': {
    query: onFile,
    fresh: putOwnerFile,
    expect: { ...projectScoped(403), owner: 200, commander: 200, limitedWorker: 404 },
  },
  'files.restore': {
    query: onFile,
    fresh: putOwnerFile,
    expect: { ...projectScoped(403), owner: 200, commander: 200, limitedWorker: 404 },
  },
};
