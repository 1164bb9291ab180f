import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilteredTasksPage, TaskFilterValues } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { createField, setValue } from '../../test/custom-field-helpers.ts';
import { createTag, setTags } from '../../test/tag-helpers.ts';
import { errorOf, limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

/** The task filter's project tags, custom fields, time estimates and teams. */

let t: TestApp;
beforeAll(async () => {
  const now = new Date('2026-05-13T10:00:00.000Z');
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const find = (client: Client, body: unknown) => client.post('/api/task-filters/tasks?p=0', body);
const names = async (client: Client, body: unknown) => {
  const res = await find(client, body);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<FilteredTasksPage>()
    .tasks.map((task) => task.name)
    .sort();
};
const ok = async (promise: Promise<{ statusCode: number; body: string }>) => {
  const res = await promise;
  expect(res.statusCode, res.body).toBeLessThan(300);
};

/**
 * Olga's projects Alpha (tagged "Client", and her private "Mine") and Beta (tagged "Internal"),
 * each with a Stage enum field, Alpha also Size (number), Due (date) and Paid (bool). Walter works
 * in Alpha, limited to its "Open" list.
 */
async function world() {
  const olga = await signUp(t.app, { fullname: 'Olga Owner' });
  const walter = await signUp(t.app, { fullname: 'Walter Worker' });
  const alpha = await createProject(olga.client, 'Alpha');
  const beta = await createProject(olga.client, 'Beta');
  await addWorker(olga.client, alpha.id, walter.email);
  const open = await newTasklist(olga.client, alpha.id, 'Open');
  const hidden = await newTasklist(olga.client, alpha.id, 'Hidden');
  const backlog = await newTasklist(olga.client, beta.id, 'Backlog');
  const client = await createTag(olga.client, { tag: 'Client', is_private: false });
  const mine = await createTag(olga.client, { tag: 'Mine', is_private: true });
  const internal = await createTag(olga.client, { tag: 'Internal', is_private: false });
  await ok(setTags(olga.client, alpha.id, [client.id, mine.id]));
  await ok(setTags(olga.client, beta.id, [internal.id]));

  const stageA = await createField(olga.client, alpha.id, {
    name: 'Stage',
    type: 'enum',
    enum_values: ['Draft', 'Done'],
  });
  const stageB = await createField(olga.client, beta.id, {
    name: 'stage',
    type: 'enum',
    enum_values: ['Draft', 'Review'],
  });
  const size = await createField(olga.client, alpha.id, { name: 'Size', type: 'number' });
  const due = await createField(olga.client, alpha.id, { name: 'Due', type: 'date' });
  const paid = await createField(olga.client, alpha.id, { name: 'Paid', type: 'bool' });
  const note = await createField(olga.client, alpha.id, { name: 'Note', type: 'text' });

  const brief = await newTask(olga.client, open.id, 'Brief');
  const secret = await newTask(olga.client, hidden.id, 'Secret');
  const invoice = await newTask(olga.client, backlog.id, 'Invoice');
  const plain = await newTask(olga.client, open.id, 'Plain');
  const enumValue = (field: typeof stageA, name: string) =>
    field.enum_values.find((v) => v.name === name)!.uuid;
  await ok(setValue(olga.client, brief.id, stageA, enumValue(stageA, 'Draft')));
  await ok(setValue(olga.client, secret.id, stageA, enumValue(stageA, 'Done')));
  await ok(setValue(olga.client, invoice.id, stageB, enumValue(stageB, 'Draft')));
  await ok(setValue(olga.client, brief.id, size, 5));
  await ok(setValue(olga.client, secret.id, size, 12));
  await ok(setValue(olga.client, brief.id, due, '2026-05-01'));
  await ok(setValue(olga.client, brief.id, paid, true));
  await ok(setValue(olga.client, secret.id, paid, false));
  await ok(setValue(olga.client, brief.id, note, 'Call the Printer'));

  // Estimates: Brief 60 min (90 reported), Secret 120 (30 reported), Invoice a person's 45.
  await ok(
    olga.client.post(`/api/tasks/set-time-estimates?tid=${brief.id}`, { total_minutes: 60 }),
  );
  await ok(
    olga.client.post(`/api/tasks/set-time-estimates?tid=${secret.id}`, { total_minutes: 120 }),
  );
  await ok(
    olga.client.post(`/api/tasks/set-time-estimates?tid=${invoice.id}`, {
      users: [{ user_id: olga.id, minutes: 45 }],
    }),
  );
  const seconds = Math.floor(new Date('2026-05-12T09:00:00Z').getTime() / 1000);
  const report = (taskId: number, minutes: number) =>
    ok(
      olga.client.post('/timetracking/api/create-work', {
        minutes,
        dateReported: seconds,
        task: { id: taskId },
      }),
    );
  await report(brief.id, 90);
  await report(secret.id, 30);
  await limitMember(t, alpha.id, walter.id, [open.id]);
  return { olga, walter, alpha, beta, brief, secret, invoice, plain };
}

describe('POST /api/task-filters/tasks: project tags, custom fields, estimates, teams', () => {
  it('narrows by project tags the viewer sees, in any case', async () => {
    const w = await world();
    expect(await names(w.olga.client, { project_tags_names: ['client'] })).toEqual([
      'Brief',
      'Plain',
      'Secret',
    ]);
    expect(await names(w.olga.client, { project_tags_names_all: ['Client', 'MINE'] })).toEqual([
      'Brief',
      'Plain',
      'Secret',
    ]);
    expect(await names(w.olga.client, { project_tags_names_exclude: ['Client'] })).toEqual([
      'Invoice',
    ]);
    // Olga's private tag does not narrow what Walter sees.
    expect(await names(w.walter.client, { project_tags_names: ['Mine'] })).toEqual([]);
    expect(await names(w.walter.client, { project_tags_names: ['Client'] })).toEqual([
      'Brief',
      'Plain',
    ]);
  });

  it('narrows by custom field conditions, across projects by name and type', async () => {
    const w = await world();
    const cf = (name: string, type: string, condition: string, value?: unknown) => ({
      custom_fields: [{ name, type, condition, value }],
    });
    const of = (filter: unknown) => names(w.olga.client, filter);
    expect(await of(cf('stage', 'enum', 'is', 'draft'))).toEqual(['Brief', 'Invoice']);
    expect(await of(cf('Stage', 'enum', 'is_not', 'Draft'))).toEqual(['Plain', 'Secret']);
    expect(await of(cf('Stage', 'enum', 'is_set'))).toEqual(['Brief', 'Invoice', 'Secret']);
    expect(await of(cf('Stage', 'enum', 'is_not_set'))).toEqual(['Plain']);
    expect(await of(cf('Size', 'number', 'gt', 6))).toEqual(['Secret']);
    expect(await of(cf('Size', 'number', 'lt', 6))).toEqual(['Brief']);
    expect(await of(cf('Size', 'number', 'is', 5))).toEqual(['Brief']);
    expect(await of(cf('Due', 'date', 'lt', '2026-05-02'))).toEqual(['Brief']);
    expect(await of(cf('Paid', 'bool', 'is', false))).toEqual(['Secret']);
    expect(await of(cf('Note', 'text', 'contains', 'printer'))).toEqual(['Brief']);
    expect(await of(cf('Note', 'text', 'not_contains', 'printer'))).toEqual([
      'Invoice',
      'Plain',
      'Secret',
    ]);
    // A condition still without its value narrows nothing; a field of another type matches none.
    expect(await of(cf('Size', 'number', 'gt'))).toHaveLength(4);
    expect(await of(cf('Size', 'text', 'is_set'))).toEqual([]);
    expect(
      await of({
        custom_fields: [
          { name: 'Stage', type: 'enum', condition: 'is_set' },
          { name: 'Size', type: 'number', condition: 'gt', value: 1 },
        ],
      }),
    ).toEqual(['Brief', 'Secret']);
    // Walter sees only the Open list.
    expect(await names(w.walter.client, cf('Stage', 'enum', 'is_set'))).toEqual(['Brief']);
  });

  it('narrows by time estimates, counting reported time only where the project shows it', async () => {
    const w = await world();
    const of = (time_estimates: string) => names(w.olga.client, { time_estimates });
    expect(await of('with_estimate')).toEqual(['Brief', 'Invoice', 'Secret']);
    expect(await of('without_estimate')).toEqual(['Plain']);
    expect(await of('over_estimate')).toEqual(['Brief']);
    expect(await of('within_estimate')).toEqual(['Invoice', 'Secret']);
    const hide = await w.olga.client.post(`/api/projects/update?pid=${w.alpha.id}`, {
      version: w.alpha.version,
      hide_work_reports_on_time_estimates: true,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await of('over_estimate')).toEqual([]);
  });

  it('matches no task when a team is named, as there are no teams', async () => {
    const w = await world();
    const team = '0190a8e2-0000-7000-8000-000000000001';
    expect(await names(w.olga.client, { assigned_teams_uuids: [team] })).toEqual([]);
    expect(await names(w.olga.client, { involved_teams_uuids: [] })).toHaveLength(4);
  });

  it('offers the tags, fields and enum values in sight, and no teams', async () => {
    const w = await world();
    const values = async (client: Client) => {
      const res = await client.get('/api/task-filters/filter-values');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TaskFilterValues>();
    };
    const olgas = await values(w.olga.client);
    expect(olgas.teams).toEqual([]);
    expect(olgas.project_tags.map((tag) => tag.name)).toEqual(['Client', 'Internal', 'Mine']);
    expect(olgas.custom_fields).toEqual([
      { name: 'Due', type: 'date', enum_values: [] },
      { name: 'Note', type: 'text', enum_values: [] },
      { name: 'Paid', type: 'bool', enum_values: [] },
      { name: 'Size', type: 'number', enum_values: [] },
      { name: 'Stage', type: 'enum', enum_values: ['Draft', 'Done', 'Review'] },
    ]);
    const walters = await values(w.walter.client);
    expect(walters.project_tags.map((tag) => tag.name)).toEqual(['Client']);
    expect(walters.custom_fields.map((field) => field.name)).toEqual([
      'Due',
      'Note',
      'Paid',
      'Size',
      'Stage',
    ]);
    expect(walters.custom_fields.at(-1)!.enum_values).toEqual(['Draft', 'Done']);
  });

  it.each([
    [{ project_tags_names: [''] }, 'project_tags_names.0'],
    [{ project_tags_names_all: 'Client' }, 'project_tags_names_all'],
    [{ assigned_teams_uuids: ['team'] }, 'assigned_teams_uuids.0'],
    [{ time_estimates: 'late' }, 'time_estimates'],
    [{ custom_fields: {} }, 'custom_fields'],
    [{ custom_fields: [{ name: '', type: 'text', condition: 'is' }] }, 'custom_fields.0.name'],
    [{ custom_fields: [{ name: 'X', type: 'colour', condition: 'is' }] }, 'custom_fields.0.type'],
    [
      { custom_fields: [{ name: 'X', type: 'text', condition: 'gt' }] },
      'custom_fields.0.condition',
    ],
    [
      { custom_fields: [{ name: 'X', type: 'number', condition: 'gt', value: 'ten' }] },
      'custom_fields.0.value',
    ],
    [
      { custom_fields: [{ name: 'X', type: 'date', condition: 'is', value: '1.5.2026' }] },
      'custom_fields.0.value',
    ],
    [
      { custom_fields: [{ name: 'X', type: 'bool', condition: 'is', value: 'yes' }] },
      'custom_fields.0.value',
    ],
    [
      {
        custom_fields: Array.from({ length: 21 }, () => ({
          name: 'X',
          type: 'bool',
          condition: 'is_set',
        })),
      },
      'custom_fields',
    ],
  ])('answers 400 for %j at %s and changes nothing', async (body, field) => {
    const { client } = await signUp(t.app);
    const res = await find(client, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { [field]: [expect.any(String)] } },
    });
  });
});
