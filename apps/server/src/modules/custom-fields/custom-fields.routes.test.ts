import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_LIMITS } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createProject, createTestApp, signUp } from '../../test/harness.ts';
import { createField, fieldOf, fieldsOf } from '../../test/custom-field-helpers.ts';
import { projectWithWorker } from '../../test/task-helpers.ts';
import { errorOf, MISSING_ID, notFoundBody, setProjectState } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setUp = () => projectWithWorker(t.app);
const validation = (field: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [expect.any(String)] } },
});
const NOT_FOUND = notFoundBody('The custom field');

describe('GET /api/custom-fields/find-by-project-id', () => {
  it('lists the fields in order to every member, with who may manage them', async () => {
    const { owner, worker, project } = await setUp();
    expect(await fieldsOf(owner.client, project.id)).toEqual([]);
    await createField(owner.client, project.id, { name: 'Budget', type: 'number' });
    await createField(owner.client, project.id, {
      name: 'Stage',
      type: 'enum',
      enum_values: ['Idea', 'Doing'],
    });
    const owners = await owner.client.get(
      `/api/custom-fields/find-by-project-id?pid=${project.id}`,
    );
    expect(owners.json().abilities).toEqual({ manage: true });
    const workers = await worker.client.get(
      `/api/custom-fields/find-by-project-id?pid=${project.id}`,
    );
    expect(workers.statusCode).toBe(200);
    expect(workers.json().abilities).toEqual({ manage: false });
    expect(workers.json().custom_fields).toMatchObject([
      { name: 'Budget', type: 'number', priority: 1, enum_values: [], deleted_at: null },
      {
        name: 'Stage',
        type: 'enum',
        priority: 2,
        project_id: project.id,
        enum_values: [
          { name: 'Idea', priority: 1 },
          { name: 'Doing', priority: 2 },
        ],
      },
    ]);
  });

  it('answers 404 to a non-member and for an unknown project, 400 for a bad id', async () => {
    const { project } = await setUp();
    const stranger = await signUp(t.app);
    for (const pid of [project.id, MISSING_ID]) {
      const res = await stranger.client.get(`/api/custom-fields/find-by-project-id?pid=${pid}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject(notFoundBody('The project'));
    }
    const bad = await stranger.client.get('/api/custom-fields/find-by-project-id?pid=abc');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject(validation('pid'));
  });
});

describe('POST /api/custom-fields/create', () => {
  it('adds a field of each type at the end; a commander may too, and events tell of it', async () => {
    const { owner, worker, project } = await setUp();
    await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: worker.id,
      is_commander: true,
    });
    const types = ['text', 'number', 'date', 'datetime', 'bool', 'link', 'enum'];
    for (const [index, type] of types.entries()) {
      const client = index % 2 === 0 ? owner.client : worker.client;
      const res = await client.post(`/api/custom-fields/create?pid=${project.id}`, {
        name: `  Field ${type} `,
        type,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(fieldOf(res)).toMatchObject({
        uuid: expect.any(String),
        name: `Field ${type}`,
        type,
        priority: index + 1,
        date_add: expect.any(String),
      });
    }
    const events = await owner.client.get(`/api/events/project?pid=${project.id}`);
    expect(events.json().events[0].type).toBe('custom_field.created');
  });

  it('refuses ordinary workers (403) and non-members (404)', async () => {
    const { worker, project } = await setUp();
    const res = await worker.client.post(`/api/custom-fields/create?pid=${project.id}`, {
      name: 'Mine',
      type: 'text',
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
    const stranger = await signUp(t.app);
    const hidden = await stranger.client.post(`/api/custom-fields/create?pid=${project.id}`, {
      name: 'Mine',
      type: 'text',
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses changes in an archived project', async () => {
    const { owner, project } = await setUp();
    await setProjectState(t, project.id, 2);
    const res = await owner.client.post(`/api/custom-fields/create?pid=${project.id}`, {
      name: 'Late',
      type: 'text',
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the name, the type and the enum values', async () => {
    const { owner, project } = await setUp();
    const cases: Array<[unknown, string]> = [
      [{ name: '   ', type: 'text' }, 'name'],
      [{ name: 'x'.repeat(CUSTOM_FIELD_LIMITS.nameMax + 1), type: 'text' }, 'name'],
      [{ type: 'text' }, 'name'],
      [{ name: 'Kind', type: 'colour' }, 'type'],
      [{ name: 'Kind', type: 'text', enum_values: ['A'] }, 'enum_values'],
      [{ name: 'Kind', type: 'enum', enum_values: ['A', 'a'] }, 'enum_values'],
      [{ name: 'Kind', type: 'enum', enum_values: [''] }, 'enum_values.0'],
      [
        {
          name: 'Kind',
          type: 'enum',
          enum_values: Array.from({ length: CUSTOM_FIELD_LIMITS.enumValuesPerField + 1 }, (_, i) =>
            String(i),
          ),
        },
        'enum_values',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await owner.client.post(`/api/custom-fields/create?pid=${project.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject(validation(field));
    }
  });

  it('refuses a name the project already has, whatever the case (409)', async () => {
    const { owner, project } = await setUp();
    await createField(owner.client, project.id, { name: 'Budget', type: 'number' });
    const res = await owner.client.post(`/api/custom-fields/create?pid=${project.id}`, {
      name: 'BUDGET',
      type: 'text',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'CONFLICT',
      errors: { validation: { name: ['The project already has a custom field with this name.'] } },
    });
  });

  it(`keeps a project to ${CUSTOM_FIELD_LIMITS.fieldsPerProject} fields (409)`, async () => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client);
    for (let i = 0; i < CUSTOM_FIELD_LIMITS.fieldsPerProject; i++)
      await createField(owner.client, project.id, { name: `F${i}`, type: 'bool' });
    const res = await owner.client.post(`/api/custom-fields/create?pid=${project.id}`, {
      name: 'One more',
      type: 'bool',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/at most 30/);
  });
});

describe('POST /api/custom-fields/update and /delete', () => {
  it('renames a field; the type stays', async () => {
    const { owner, project } = await setUp();
    const field = await createField(owner.client, project.id, { name: 'Budget', type: 'number' });
    const res = await owner.client.post(`/api/custom-fields/update?uuid=${field.uuid}`, {
      name: 'Cost',
      type: 'text',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fieldOf(res)).toMatchObject({ name: 'Cost', type: 'number', uuid: field.uuid });
  });

  it('answers 403, 404, 409 and 400 as the case is', async () => {
    const { owner, worker, project } = await setUp();
    const field = await createField(owner.client, project.id, { name: 'Budget', type: 'number' });
    await createField(owner.client, project.id, { name: 'Stage', type: 'text' });
    const path = `/api/custom-fields/update?uuid=${field.uuid}`;
    expect((await worker.client.post(path, { name: 'Mine' })).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    const hidden = await stranger.client.post(path, { name: 'Mine' });
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden)).toMatchObject(NOT_FOUND);
    const unknown = await owner.client.post(`/api/custom-fields/update?uuid=${randomUUID()}`, {
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await owner.client.post(path, { name: 'stage' })).statusCode).toBe(409);
    // Keeping its own name in another case is no clash.
    expect((await owner.client.post(path, { name: 'BUDGET' })).statusCode).toBe(200);
    const bad = await owner.client.post('/api/custom-fields/update?uuid=nope', { name: 'X' });
    expect(errorOf(bad)).toMatchObject(validation('uuid'));
    const empty = await owner.client.post(path, { name: '' });
    expect(errorOf(empty)).toMatchObject(validation('name'));
  });

  it('deletes softly: the field leaves the list and later calls answer 404', async () => {
    const { owner, worker, project } = await setUp();
    const field = await createField(owner.client, project.id, { name: 'Budget', type: 'number' });
    const kept = await createField(owner.client, project.id, { name: 'Stage', type: 'text' });
    expect(
      (await worker.client.post(`/api/custom-fields/delete?uuid=${field.uuid}`)).statusCode,
    ).toBe(403);
    const res = await owner.client.post(`/api/custom-fields/delete?uuid=${field.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(fieldOf(res).deleted_at).toEqual(expect.any(String));
    expect((await fieldsOf(worker.client, project.id)).map((f) => f.uuid)).toEqual([kept.uuid]);
    const again = await owner.client.post(`/api/custom-fields/delete?uuid=${field.uuid}`);
    expect(again.statusCode).toBe(404);
    // A deleted name is free again.
    await createField(owner.client, project.id, { name: 'Budget', type: 'text' });
  });
});

describe('POST /api/custom-fields/reorder', () => {
  it('puts the fields in the given order', async () => {
    const { owner, project } = await setUp();
    const a = await createField(owner.client, project.id, { name: 'A', type: 'text' });
    const b = await createField(owner.client, project.id, { name: 'B', type: 'text' });
    const c = await createField(owner.client, project.id, { name: 'C', type: 'text' });
    const res = await owner.client.post(`/api/custom-fields/reorder?pid=${project.id}`, {
      order: [c.uuid, a.uuid, b.uuid],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().custom_fields.map((f: { name: string }) => f.name)).toEqual(['C', 'A', 'B']);
    expect((await fieldsOf(owner.client, project.id)).map((f) => f.priority)).toEqual([1, 2, 3]);
  });

  it('wants every field once (400), from a manager (403), of a project one sees (404)', async () => {
    const { owner, worker, project } = await setUp();
    const a = await createField(owner.client, project.id, { name: 'A', type: 'text' });
    const b = await createField(owner.client, project.id, { name: 'B', type: 'text' });
    const path = `/api/custom-fields/reorder?pid=${project.id}`;
    for (const order of [[a.uuid], [a.uuid, a.uuid], [a.uuid, b.uuid, randomUUID()]]) {
      const res = await owner.client.post(path, { order });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject(validation('order'));
    }
    const notUuid = await owner.client.post(path, { order: ['x'] });
    expect(errorOf(notUuid)).toMatchObject(validation('order.0'));
    expect((await worker.client.post(path, { order: [b.uuid, a.uuid] })).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    expect((await stranger.client.post(path, { order: [b.uuid, a.uuid] })).statusCode).toBe(404);
  });
});

describe('enum values', () => {
  it('adds, renames and removes the values of an enum field', async () => {
    const { owner, project } = await setUp();
    const field = await createField(owner.client, project.id, {
      name: 'Stage',
      type: 'enum',
      enum_values: ['Idea'],
    });
    const added = await owner.client.post(`/api/custom-fields/add-enum-value?uuid=${field.uuid}`, {
      name: 'Doing',
    });
    expect(added.statusCode, added.body).toBe(201);
    const doing = fieldOf(added).enum_values[1]!;
    expect(doing).toMatchObject({ name: 'Doing', priority: 2 });
    const renamed = await owner.client.post(
      `/api/custom-fields/rename-enum-value?uuid=${doing.uuid}`,
      { name: 'In progress' },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(fieldOf(renamed).enum_values.map((v) => v.name)).toEqual(['Idea', 'In progress']);
    const removed = await owner.client.post(
      `/api/custom-fields/remove-enum-value?uuid=${doing.uuid}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(fieldOf(removed).enum_values.map((v) => v.name)).toEqual(['Idea']);
  });

  it('answers 400, 403, 404 and 409 as the case is', async () => {
    const { owner, worker, project } = await setUp();
    const text = await createField(owner.client, project.id, { name: 'Note', type: 'text' });
    const field = await createField(owner.client, project.id, {
      name: 'Stage',
      type: 'enum',
      enum_values: Array.from({ length: CUSTOM_FIELD_LIMITS.enumValuesPerField - 1 }, (_, i) =>
        String(i),
      ),
    });
    const add = (uuid: string, name: string, client = owner.client) =>
      client.post(`/api/custom-fields/add-enum-value?uuid=${uuid}`, { name });
    const notEnum = await add(text.uuid, 'A');
    expect(notEnum.statusCode).toBe(400);
    expect(errorOf(notEnum)).toMatchObject(validation('uuid'));
    expect(errorOf(await add(field.uuid, ' ')).code).toBe('VALIDATION_FAILED');
    expect((await add(field.uuid, 'A', worker.client)).statusCode).toBe(403);
    expect((await add(randomUUID(), 'A')).statusCode).toBe(404);
    expect((await add(field.uuid, '1')).statusCode).toBe(409);
    expect((await add(field.uuid, 'Last')).statusCode).toBe(201);
    const full = await add(field.uuid, 'Too many');
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toMatch(/at most 50/);

    const value = field.enum_values[0]!;
    const rename = (uuid: string, name: string, client = owner.client) =>
      client.post(`/api/custom-fields/rename-enum-value?uuid=${uuid}`, { name });
    expect((await rename(value.uuid, '2')).statusCode).toBe(409);
    expect((await rename(value.uuid, 'A', worker.client)).statusCode).toBe(403);
    expect((await rename(randomUUID(), 'A')).statusCode).toBe(404);
    const stranger = await signUp(t.app);
    const hidden = await rename(value.uuid, 'A', stranger.client);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden)).toMatchObject(notFoundBody('The value'));
    const remove = (uuid: string, client = owner.client) =>
      client.post(`/api/custom-fields/remove-enum-value?uuid=${uuid}`);
    expect((await remove(value.uuid, worker.client)).statusCode).toBe(403);
    expect((await remove(value.uuid, stranger.client)).statusCode).toBe(404);
    expect((await remove(value.uuid)).statusCode).toBe(200);
    expect((await remove(value.uuid)).statusCode).toBe(404);
  });
});
