import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ENTITY_TYPES, searchBodySchema } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { found, namesOf, projectWithEverything, search } from './search.test-helpers.ts';
import { toSearchQuery } from './search.service.ts';

let t: TestApp;
let owner: SignedUpUser;
let made: Awaited<ReturnType<typeof projectWithEverything>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { fullname: 'Olga Owner' });
  made = await projectWithEverything(owner.client, 'Quokka');
});
afterAll(() => t.close());

const validation = (field: string, message: unknown = expect.any(String)) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [message] } },
});

describe('POST /api/elasticsearch/search', () => {
  it('finds each of the ten kinds, with where it sits', async () => {
    const res = await found(owner.client, { search_query: 'quokka' });
    expect(res.total).toBe(10);
    expect(res.items.map((i) => i.type).sort()).toEqual([...SEARCH_ENTITY_TYPES].sort());
    const byType = new Map(res.items.map((i) => [i.type, i]));
    const project = { id: made.project.id, name: 'Quokka project' };
    const tasklist = { id: made.tasklist.id, name: 'Quokka tasklist' };
    const task = { id: made.task.id, uuid: made.task.uuid, name: 'Quokka task' };
    expect(byType.get('task')).toMatchObject({
      id: made.task.id,
      uuid: made.task.uuid,
      is_smart: false,
      name: 'Quokka task',
      highlight_name: '<mark>Quokka</mark> task',
      project,
      tasklist,
      task,
      smart_task: null,
      state: { id: 1, state: 'active' },
      author: { id: owner.id, fullname: 'Olga Owner' },
    });
    // A comment shows the name of what it is on; its own text is the content.
    expect(byType.get('task_comment')).toMatchObject({
      name: 'Quokka task',
      highlight_content: '<mark>Quokka</mark> taskcomment',
      task,
      tasklist,
    });
    expect(byType.get('note')).toMatchObject({ id: made.note.id, tasklist, project });
    expect(byType.get('note_comment')?.note).toMatchObject({
      id: made.note.id,
      name: 'Quokka note',
    });
    expect(byType.get('file')).toMatchObject({ name: 'Quokka-file.txt', task, tasklist });
    expect(byType.get('file_comment')?.file).toMatchObject({ id: made.file.id });
    expect(byType.get('project_link')?.link).toMatchObject({
      id: made.link.id,
      url: 'https://example.com/docs',
    });
    expect(byType.get('project_link_comment')?.link).toMatchObject({ id: made.link.id });
    expect(byType.get('project')).toMatchObject({ id: made.project.id, project, tasklist: null });
    expect(byType.get('tasklist')).toMatchObject({ id: made.tasklist.id, tasklist });
  });

  it('keeps one type, or leaves types out; the quick search takes no type', async () => {
    expect(
      namesOf(await found(owner.client, { search_query: 'quokka', entity_type: 'note' })),
    ).toEqual(['note:Quokka note']);
    const rest = await found(owner.client, {
      search_query: 'quokka',
      exclude_entity_types: ['note', 'task', 'task_comment'],
    });
    expect(rest.total).toBe(7);
    const quick = await search(owner.client, { search_query: 'quokka', limit: 3 }, true);
    expect(quick.statusCode).toBe(200);
    expect(quick.json()).toMatchObject({ total: 10, page: 0, limit: 3 });
  });

  it('matches without diacritics, in either direction, by the start of words from 3 letters', async () => {
    const { client } = await signUp(t.app);
    const { tasklist } = await projectWithEverything(client, 'Žluťoučký');
    const names = async (q: string) =>
      namesOf(await found(client, { search_query: q, entity_type: 'task' }));
    expect(await names('zlutoucky')).toEqual(['task:Žluťoučký task']);
    expect(await names('ZLUT')).toEqual(['task:Žluťoučký task']);
    expect(await names('žluť tas')).toEqual(['task:Žluťoučký task']);
    expect(await names('lutou')).toEqual(['task:Žluťoučký task']);
    expect(await names('zlutoucky nothing')).toEqual([]);
    // A word of one or two letters matches whole words only.
    await client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Úl u lesa' });
    await client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Ulice' });
    expect(await names('ul')).toEqual(['task:Úl u lesa']);
    expect(await names('uli')).toEqual(['task:Ulice']);
    const [item] = (await found(client, { search_query: 'zlutou', entity_type: 'task' })).items;
    expect(item?.highlight_name).toBe('<mark>Žluťoučký</mark> task');
  });

  it('ranks a match in the name above one in the content, and the name start first', async () => {
    const { client } = await signUp(t.app);
    const { tasklist } = await projectWithEverything(client, 'Setup');
    for (const [name, description] of [
      ['Alpha', '<p>mentions walrus once</p>'],
      ['Walrus care', null],
      ['Feed the walrus', null],
    ] as const) {
      const { task } = (
        await client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name })
      ).json();
      if (description)
        await client.post(`/api/tasks/update?tid=${task.id}`, {
          version: task.version,
          description,
        });
    }
    expect(namesOf(await found(client, { search_query: 'walrus' }))).toEqual([
      'task:Walrus care',
      'task:Feed the walrus',
      'task:Alpha',
    ]);
  });

  it('escapes the text around the marks, so a name cannot bring markup', async () => {
    const { client } = await signUp(t.app);
    const { tasklist } = await projectWithEverything(client, 'Setup');
    await client.post(`/api/tasks/create?tlid=${tasklist.id}`, {
      name: '<img src=x onerror=alert(1)> Heron & "co"',
    });
    const [item] = (await found(client, { search_query: 'heron' })).items;
    expect(item?.name).toBe('<img src=x onerror=alert(1)> Heron & "co"');
    expect(item?.highlight_name).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark>Heron</mark> &amp; &quot;co&quot;',
    );
  });

  it('pages, and sorts by name or date when asked', async () => {
    const first = await found(owner.client, { search_query: 'quokka', limit: 4, page: 0 });
    const third = await found(owner.client, { search_query: 'quokka', limit: 4, page: 2 });
    expect([first.items.length, third.items.length, third.total]).toEqual([4, 2, 10]);
    const all = await found(owner.client, { search_query: 'quokka' });
    expect([...first.items, ...third.items].map((i) => i.id)).toEqual(
      [...all.items.slice(0, 4), ...all.items.slice(8)].map((i) => i.id),
    );
    const byName = await found(owner.client, {
      search_query: 'quokka',
      exclude_entity_types: [
        'task_comment',
        'note_comment',
        'file_comment',
        'project_link_comment',
      ],
      sort: { order_by: 'name', order: 'asc' },
    });
    expect(byName.items.map((i) => i.name)).toEqual([
      'Quokka link',
      'Quokka note',
      'Quokka project',
      'Quokka task',
      'Quokka tasklist',
      'Quokka-file.txt',
    ]);
    const oldest = await found(owner.client, {
      search_query: 'quokka',
      sort: { order_by: 'date_add', order_direction: 'asc' },
      limit: 1,
    });
    expect(oldest.items[0]?.type).toBe('project');
  });

  it('filters by project, author, worker, state and due date', async () => {
    const { client, id } = await signUp(t.app);
    const a = await projectWithEverything(client, 'Ibis');
    const b = await projectWithEverything(client, 'Ibis');
    const total = async (body: Record<string, unknown>) =>
      (await found(client, { search_query: 'ibis', ...body })).total;
    expect(await total({})).toBe(20);
    expect(await total({ projects_ids: [a.project.id] })).toBe(10);
    expect(await total({ authors_ids: [id], entity_type: 'task' })).toBe(2);
    expect(await total({ authors_ids: [owner.id] })).toBe(0);
    await client.post(`/api/tasks/update?tid=${b.task.id}`, {
      version: 1,
      workers_ids: [id],
      due_date: '2026-03-10',
    });
    expect(await total({ workers_ids: [id] })).toBe(4);
    expect(await total({ due_date: { date_from: '2026-03-10', date_to: '2026-03-10' } })).toBe(1);
    expect(await total({ due_date: { date_from: '2026-03-11' } })).toBe(0);
    await client.post(`/api/tasks/finish?tid=${a.task.id}`);
    expect(await total({ state_ids: [5], entity_type: 'task' })).toBe(1);
  });

  it('keeps up with edits and leaves out what is in the trash', async () => {
    const { client } = await signUp(t.app);
    const m = await projectWithEverything(client, 'Tapir');
    await client.post(`/api/tasks/update?tid=${m.task.id}`, { version: 1, name: 'Okapi task' });
    expect(namesOf(await found(client, { search_query: 'okapi' }))).toContain('task:Okapi task');
    await client.post(`/api/tasks/delete?tid=${m.task.id}`);
    // The task, its comment, its file and the file's comment go with it.
    expect((await found(client, { search_query: 'tapir' })).total).toBe(6);
    await client.post(`/api/notes/delete?id=${m.note.id}`);
    expect((await found(client, { search_query: 'tapir' })).total).toBe(4);
    await client.post(`/api/projects/delete?pid=${m.project.id}`);
    expect((await found(client, { search_query: 'tapir' })).total).toBe(0);
  });

  it('answers a query of no words with nothing', async () => {
    expect(await found(owner.client, { search_query: '!!  ??' })).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it.each([
    [{ search_query: 'a' }, 'search_query', 'Search query must be at least 2 characters long.'],
    [{ search_query: '  a  ' }, 'search_query', 'Search query must be at least 2 characters long.'],
    [{}, 'search_query', 'Search query must be at least 2 characters long.'],
    [{ search_query: 'x'.repeat(201) }, 'search_query', undefined],
    [{ search_query: 'ab', limit: 0 }, 'limit', undefined],
    [{ search_query: 'ab', limit: 201 }, 'limit', undefined],
    [{ search_query: 'ab', page: -1 }, 'page', undefined],
    [{ search_query: 'ab', page: 1.5 }, 'page', undefined],
    [{ search_query: 'ab', entity_type: 'user' }, 'entity_type', undefined],
    [{ search_query: 'ab', exclude_entity_types: ['nope'] }, 'exclude_entity_types.0', undefined],
    [{ search_query: 'ab', projects_ids: [0] }, 'projects_ids.0', undefined],
    [{ search_query: 'ab', authors_ids: Array(101).fill(1) }, 'authors_ids', undefined],
    [{ search_query: 'ab', workers_ids: ['x'] }, 'workers_ids.0', undefined],
    [{ search_query: 'ab', state_ids: [99] }, 'state_ids.0', undefined],
    [{ search_query: 'ab', lang: 'xx' }, 'lang', 'The language is not supported'],
    [{ search_query: 'ab', due_date: { date_from: '10.3.2026' } }, 'due_date.date_from', undefined],
    [{ search_query: 'ab', sort: { order_by: 'size' } }, 'sort.order_by', undefined],
    [{ search_query: 'ab', sort: { order: 'up' } }, 'sort.order', undefined],
  ])('refuses %j in the spec’s validation shape', async (body, field, message) => {
    for (const quick of [false, true]) {
      if (quick && field === 'entity_type') continue;
      const res = await search(owner.client, body, quick);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(validation(field, message ?? expect.any(String)));
    }
  });

  it('accepts lang default and a locale', async () => {
    for (const lang of ['default', 'cs-CZ'])
      expect((await search(owner.client, { search_query: 'quokka', lang })).statusCode).toBe(200);
  });
});

describe('the breadth of a query', () => {
  const breadth = (q: string) =>
    toSearchQuery(1, searchBodySchema.parse({ search_query: q }))?.broad;

  it('is broad when every word is short, narrow once one word is long', () => {
    expect(breadth('cha')).toBe(true);
    expect(breadth('zluť tas')).toBe(true);
    expect(breadth('ul')).toBe(true);
    expect(breadth('zlutou')).toBe(false);
    expect(breadth('kevyv chan')).toBe(false);
  });
});
