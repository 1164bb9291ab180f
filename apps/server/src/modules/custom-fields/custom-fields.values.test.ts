import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_LIMITS } from '@tandem/contract';
import { tasks } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { createField, setValue, valuesOf } from '../../test/custom-field-helpers.ts';
import { projectWithWorker, taskDetail, taskOf } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  newTasklist,
  newTask,
  notFoundBody,
  setProjectState,
  tasksOf,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A project with a task, a worker, and one field of every type. */
async function setUp() {
  const fixture = await projectWithWorker(t.app);
  const { owner, project } = fixture;
  const make = (name: string, type: string, enum_values?: string[]) =>
    createField(owner.client, project.id, { name, type, ...(enum_values ? { enum_values } : {}) });
  const fields = {
    text: await make('Note', 'text'),
    number: await make('Budget', 'number'),
    date: await make('Launch', 'date'),
    datetime: await make('Call', 'datetime'),
    bool: await make('Signed', 'bool'),
    link: await make('Spec', 'link'),
    enum: await make('Stage', 'enum', ['Idea', 'Doing']),
  };
  return { ...fixture, fields };
}

const invalidValue = {
  code: 'VALIDATION_FAILED',
  errors: { validation: { value: [expect.any(String)] } },
};

describe('POST /api/custom-fields/set-value', () => {
  it('sets a value of every type, in the fields’ order, with who set it and when', async () => {
    const { owner, worker, task, fields } = await setUp();
    const doing = fields.enum.enum_values[1]!.uuid;
    const values: Array<[keyof typeof fields, unknown, unknown]> = [
      ['enum', doing.toUpperCase(), doing],
      ['text', '  Call <b>them</b>  ', 'Call <b>them</b>'],
      ['number', -12.5, -12.5],
      ['date', '2026-02-28', '2026-02-28'],
      ['datetime', '2026-02-28T09:30:00+01:00', '2026-02-28T09:30:00+01:00'],
      ['bool', false, false],
      ['link', 'https://example.test/spec?v=2', 'https://example.test/spec?v=2'],
    ];
    for (const [type, value, stored] of values) {
      const res = await setValue(worker.client, task.id, fields[type], value);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      const entry = taskOf(res).custom_fields.find((f) => f.uuid === fields[type].uuid);
      expect(entry).toEqual({
        uuid: fields[type].uuid,
        name: fields[type].name,
        type,
        value: stored,
        value_uuid: expect.any(String),
        author_id: worker.id,
        date_add: expect.any(String),
        date_edited_at: null,
      });
    }
    const detail = await taskDetail(owner.client, task.id);
    expect(detail.custom_fields.map((f) => f.type)).toEqual([
      'text',
      'number',
      'date',
      'datetime',
      'bool',
      'link',
      'enum',
    ]);
  });

  it('counts a second value as an edit, clears with null or an empty text, and tells the project', async () => {
    const { owner, project, task, fields } = await setUp();
    await setValue(owner.client, task.id, fields.text, 'First');
    const edited = taskOf(await setValue(owner.client, task.id, fields.text, 'Second'));
    expect(edited.custom_fields[0]).toMatchObject({
      value: 'Second',
      date_edited_at: expect.any(String),
    });
    await setValue(owner.client, task.id, fields.number, 3);
    const cleared = await setValue(owner.client, task.id, fields.text, '   ');
    expect(valuesOf(taskOf(cleared))).toEqual({ Budget: 3 });
    const none = await setValue(owner.client, task.id, fields.number, null);
    expect(taskOf(none).custom_fields).toEqual([]);
    // Clearing what is not set changes nothing and tells nobody.
    const before = (await eventsOf(owner.client, project.id)).length;
    expect((await setValue(owner.client, task.id, fields.number, null)).statusCode).toBe(200);
    const events = await eventsOf(owner.client, project.id);
    expect(events.length).toBe(before);
    expect(events[0]).toMatchObject({
      type: 'task.custom_field_changed',
      task: { id: task.id },
      notice: { task_name: task.name },
    });
  });

  it('shows the values on the board and drops them when their field or choice is deleted', async () => {
    const { owner, project, task, fields } = await setUp();
    await setValue(owner.client, task.id, fields.number, 5);
    await setValue(owner.client, task.id, fields.enum, fields.enum.enum_values[0]!.uuid);
    const [onBoard] = await tasksOf(owner.client, project.id);
    expect(valuesOf(onBoard!)).toEqual({ Budget: 5, Stage: fields.enum.enum_values[0]!.uuid });
    await owner.client.post(`/api/custom-fields/delete?uuid=${fields.number.uuid}`);
    await owner.client.post(
      `/api/custom-fields/remove-enum-value?uuid=${fields.enum.enum_values[0]!.uuid}`,
    );
    expect((await taskDetail(owner.client, task.id)).custom_fields).toEqual([]);
  });

  it('leaves the values of the old project’s fields behind when a task moves', async () => {
    const { owner, task, fields } = await setUp();
    await setValue(owner.client, task.id, fields.number, 5);
    const other = await createProjectWithTask(owner.client);
    await t.database.db
      .update(tasks)
      .set({ projectId: other.project.id, tasklistId: other.tasklist.id })
      .where(eq(tasks.id, task.id));
    expect((await taskDetail(owner.client, task.id)).custom_fields).toEqual([]);
  });

  it('checks each value against its field’s type (400)', async () => {
    const { owner, task, fields } = await setUp();
    const bad: Array<[keyof typeof fields, unknown]> = [
      ['text', 'x'.repeat(CUSTOM_FIELD_LIMITS.textMax + 1)],
      ['text', 12],
      ['number', '12'],
      ['number', true],
      ['date', '2026-02-30'],
      ['date', '28.2.2026'],
      ['datetime', '2026-02-28T09:30:00'],
      ['datetime', '2026-02-28'],
      ['bool', 'yes'],
      ['link', 'example.test'],
      ['link', 'javascript:alert(1)'],
      ['link', `https://example.test/${'x'.repeat(CUSTOM_FIELD_LIMITS.linkMax)}`],
      ['enum', 'Idea'],
      ['enum', randomUUID()],
    ];
    for (const [type, value] of bad) {
      const res = await setValue(owner.client, task.id, fields[type], value);
      expect(res.statusCode, `${type} ${String(value)}`).toBe(400);
      expect(errorOf(res)).toMatchObject(invalidValue);
    }
    const shape = await owner.client.post(`/api/custom-fields/set-value?tid=${task.id}`, {
      field_uuid: 'nope',
      value: { a: 1 },
    });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(errorOf(shape).errors?.validation ?? {}).sort()).toEqual([
      'field_uuid',
      'value',
    ]);
    const missing = await owner.client.post(`/api/custom-fields/set-value?tid=${task.id}`, {
      field_uuid: fields.text.uuid,
    });
    expect(errorOf(missing)).toMatchObject(invalidValue);
  });

  it('answers 404 for tasks and fields the actor cannot see or that do not exist', async () => {
    const { owner, worker, project, task, fields } = await setUp();
    const stranger = await signUp(t.app);
    const hidden = await setValue(stranger.client, task.id, fields.text, 'x');
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden)).toMatchObject(notFoundBody('The task'));
    expect((await setValue(owner.client, MISSING_ID, fields.text, 'x')).statusCode).toBe(404);
    const unknown = await setValue(owner.client, task.id, { uuid: randomUUID() }, 'x');
    expect(errorOf(unknown)).toMatchObject(notFoundBody('The custom field'));
    // A field of another project of the same owner is not this task's.
    const other = await createProjectWithTask(owner.client);
    const foreign = await createField(owner.client, other.project.id, { name: 'X', type: 'text' });
    expect((await setValue(owner.client, task.id, foreign, 'x')).statusCode).toBe(404);
    const deleted = await createField(owner.client, project.id, { name: 'Gone', type: 'text' });
    await owner.client.post(`/api/custom-fields/delete?uuid=${deleted.uuid}`);
    expect((await setValue(owner.client, task.id, deleted, 'x')).statusCode).toBe(404);
    // A worker limited to another list does not see the task.
    const list = await newTasklist(owner.client, project.id, 'Elsewhere');
    await limitMember(t, project.id, worker.id, [list.id]);
    expect((await setValue(worker.client, task.id, fields.text, 'x')).statusCode).toBe(404);
    const theirs = await newTask(owner.client, list.id, 'Theirs');
    expect((await setValue(worker.client, theirs.id, fields.text, 'x')).statusCode).toBe(200);
  });

  it('refuses tasks in the trash (409) and in an archived project (403)', async () => {
    const { owner, project, task, fields } = await setUp();
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await setValue(owner.client, task.id, fields.text, 'x')).statusCode).toBe(409);
    await owner.client.post(`/api/tasks/restore-from-trash?tid=${task.id}`);
    await setProjectState(t, project.id, 2);
    const archived = await setValue(owner.client, task.id, fields.text, 'x');
    expect(archived.statusCode).toBe(403);
    expect(errorOf(archived).code).toBe('FORBIDDEN');
  });
});
