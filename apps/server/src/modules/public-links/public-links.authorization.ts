import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { everyone, projectScoped, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';
import { multipartBody } from '../../test/file-helpers.ts';

/** A link of the owner's to the row's fresh task (`made.token`). */
async function shareOwnerTask(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/public-links/share-task?tid=${f.task.id}`, {});
  return { token: res.json().public_link.token };
}

/**
 * Public links: whoever edits a task shares it and stops its link; the limited worker does not
 * see the fixture's task. The public view is anyone's who has the link.
 */
/** A note of the owner's in the fixture's task list (`made.nid`). */
async function putOwnerNote(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/notes/create?pid=${f.project.id}`, {
    name: 'Share me',
    tasklist_id: f.tasklist.id,
  });
  return { nid: res.json().note.id };
}

/** A file of the owner's on the fixture's task (`made.file` its uuid). */
async function putOwnerFile(owner: Client, f: Fixture): Promise<Made> {
  const { payload, headers } = multipartBody('plan.txt', Buffer.from('plan'));
  const res = await owner.request(
    'POST',
    `/api/task-files/upload?tid=${f.task.id}`,
    payload,
    headers,
  );
  return { file: res.json().file.uuid };
}

/** A link of the owner's to a file of the owner's (`made.token`). */
async function shareOwnerFile(owner: Client, f: Fixture): Promise<Made> {
  const { file } = await putOwnerFile(owner, f);
  const res = await owner.post(`/api/public-links/share-file?uuid=${file}`, {});
  return { token: res.json().public_link.token };
}

const inList = (status: number) => ({ ...projectScoped(status), limitedWorker: 404 });

/** A link of the owner's in the project (`made.link` its uuid). */
async function putOwnerLink(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/project-links/create?pid=${f.project.id}`, {
    name: 'Board',
    url: 'https://example.com/board',
  });
  return { link: res.json().link.uuid };
}

export const authorizationRows: AuthorizationRows = {
  // A task list is shared by who may shape it (rename, archive).
  'publicLinks.shareTasklist': { query: (f) => ({ tlid: f.tasklist.id }), expect: inList(200) },
  'publicLinks.ofTasklist': { query: (f) => ({ tlid: f.tasklist.id }), expect: inList(200) },
  // A project's link belongs to no task list: the limited worker sees it too.
  'publicLinks.shareLink': {
    query: (f) => ({ uuid: f.made.link! }),
    fresh: putOwnerLink,
    expect: { ...projectScoped(403), owner: 200, commander: 200 },
  },
  'publicLinks.ofLink': {
    query: (f) => ({ uuid: f.made.link! }),
    fresh: putOwnerLink,
    expect: projectScoped(200),
  },
  'publicLinks.shareNote': {
    query: (f) => ({ id: f.made.nid! }),
    fresh: putOwnerNote,
    expect: inList(200),
  },
  'publicLinks.ofNote': {
    query: (f) => ({ id: f.made.nid! }),
    fresh: putOwnerNote,
    expect: inList(200),
  },
  // A file is shared by its uploader and those who manage the project.
  'publicLinks.shareFile': {
    query: (f) => ({ uuid: f.made.file! }),
    fresh: putOwnerFile,
    expect: { ...inList(403), owner: 200, commander: 200 },
  },
  'publicLinks.ofFile': {
    query: (f) => ({ uuid: f.made.file! }),
    fresh: putOwnerFile,
    expect: inList(200),
  },
  'publicLinks.viewFile': {
    query: (f) => ({ token: f.made.token! }),
    fresh: shareOwnerFile,
    expect: everyone(200),
  },
  'publicLinks.shareTask': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'publicLinks.ofTask': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'publicLinks.mine': { expect: signedIn(200) },
  'publicLinks.revoke': {
    query: (f) => ({ token: f.made.token! }),
    fresh: shareOwnerTask,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'publicLinks.view': {
    query: (f) => ({ token: f.made.token! }),
    fresh: shareOwnerTask,
    expect: everyone(200),
  },
};
