import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { Client, addWorker, createTestApp, signUp } from '../../test/harness.ts';
import { found, namesOf, projectWithEverything, search } from './search.test-helpers.ts';

/**
 * What each principal finds of one project. The fixture's things sit in the list "Kiwi
 * tasklist" (its note too); a second list holds one more task. The worker limited to the second
 * list finds only what is outside the lists (the project, the link and its comment) and that
 * list's task: not the hidden list, its tasks, comments, files or notes.
 *
 * Business captains and guests cannot be made through the API until business accounts exist;
 * their sight is `projectPolicy.read`, which `viewerSeesInProject` follows (projects module).
 */
let t: TestApp;
let people: Record<
  'owner' | 'worker' | 'limited' | 'commander' | 'stranger' | 'removed',
  SignedUpUser
>;
beforeAll(async () => {
  t = await createTestApp();
  people = {
    owner: await signUp(t.app, { fullname: 'Olga Owner' }),
    worker: await signUp(t.app, { fullname: 'Walter Worker' }),
    limited: await signUp(t.app, { fullname: 'Lisa Limited' }),
    commander: await signUp(t.app, { fullname: 'Carl Commander' }),
    stranger: await signUp(t.app, { fullname: 'Stan Stranger' }),
    removed: await signUp(t.app, { fullname: 'Rita Removed' }),
  };
  const owner = people.owner.client;
  const { project } = await projectWithEverything(owner, 'Kiwi');
  const pid = project.id;
  const { tasklist } = (
    await owner.post(`/api/tasklists/create?pid=${pid}`, { name: 'Open list' })
  ).json();
  await owner.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Kiwi visible task' });
  for (const who of ['worker', 'limited', 'commander', 'removed'] as const)
    await addWorker(owner, pid, people[who].email);
  await owner.post(`/api/projects/set-commander?pid=${pid}`, {
    user_id: people.commander.id,
    is_commander: true,
  });
  const limit = await owner.post(`/api/projects/update-worker?pid=${pid}`, {
    user_id: people.limited.id,
    tasklists_acl: [tasklist.id],
  });
  expect(limit.statusCode, limit.body).toBe(200);
  const removal = await owner.post(`/api/projects/remove-worker?pid=${pid}`, {
    user_id: people.removed.id,
  });
  expect(removal.statusCode, removal.body).toBe(200);
});
afterAll(() => t.close());

const EVERYTHING = [
  'file:Kiwi-file.txt',
  'file_comment:Kiwi-file.txt',
  'note:Kiwi note',
  'note_comment:Kiwi note',
  'project:Kiwi project',
  'project_link:Kiwi link',
  'project_link_comment:Kiwi link',
  'task:Kiwi task',
  'task:Kiwi visible task',
  'task_comment:Kiwi task',
  'tasklist:Kiwi tasklist',
];
const OUTSIDE_LISTS = [
  'project:Kiwi project',
  'project_link:Kiwi link',
  'project_link_comment:Kiwi link',
  'task:Kiwi visible task',
];

describe('what each principal finds', () => {
  it.each([
    ['owner', EVERYTHING],
    ['commander', EVERYTHING],
    ['worker', EVERYTHING],
    ['limited', OUTSIDE_LISTS],
    ['stranger', []],
    ['removed', []],
  ] as const)('%s', async (who, expected) => {
    for (const quick of [false, true]) {
      const res = await search(people[who].client, { search_query: 'kiwi' }, quick);
      expect(res.statusCode).toBe(200);
      expect(namesOf(res.json()).sort()).toEqual(expected);
    }
  });

  it('anonymous: 401 before the input is read', async () => {
    for (const body of [{ search_query: 'kiwi' }, { search_query: 'k' }]) {
      const res = await new Client(t.app).post('/api/elasticsearch/search', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('a filter by a project the actor does not see finds nothing of it', async () => {
    const mine = await found(people.stranger.client, {
      search_query: 'kiwi',
      projects_ids: [1, 2, 3],
    });
    expect(mine.total).toBe(0);
  });

  it('an archived project is still found; one in the trash is not, even by its owner', async () => {
    const [project] = (
      await found(people.owner.client, { search_query: 'kiwi', entity_type: 'project' })
    ).items;
    await people.owner.client.post(`/api/projects/archive?pid=${project!.id}`);
    expect((await found(people.worker.client, { search_query: 'kiwi' })).total).toBe(11);
    await people.owner.client.post(`/api/projects/restore?pid=${project!.id}`);
    await people.owner.client.post(`/api/projects/delete?pid=${project!.id}`);
    expect((await found(people.owner.client, { search_query: 'kiwi' })).total).toBe(0);
  });
});
