import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedTaskFilter } from '@tandem/contract';
import { TASK_FILTER_MESSAGES, savedTaskFilterSettingsSchema } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { errorOf } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (client: Client, body: unknown) =>
  client.post('/api/task-filters/create-custom-filter', body);
const namesOf = async (client: Client) =>
  (await client.get('/api/task-filters/saved-filters'))
    .json<{ filters: SavedTaskFilter[] }>()
    .filters.map((f) => f.name);
async function saved(client: Client, name: string, values: unknown = {}) {
  const res = await create(client, { name, values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ filter: SavedTaskFilter }>().filter;
}

describe('saved task filters', () => {
  it('are saved, listed in order, renamed, reordered and deleted by their owner only', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const urgent = await saved(owner.client, '  Urgent  ', { labels_names: ['Urgent'] });
    expect(urgent).toMatchObject({
      name: 'Urgent',
      values: { labels_names: ['Urgent'] },
      settings: savedTaskFilterSettingsSchema.parse({}),
      position: 1,
    });
    const week = await saved(owner.client, 'This week', { due_date: { date_tpl: 'this_week' } });
    const mine = await saved(owner.client, 'Assigned by me', { assigned_by_me: true });
    expect(await namesOf(owner.client)).toEqual(['Urgent', 'This week', 'Assigned by me']);

    const reordered = await owner.client.post('/api/task-filters/reorder-saved-filters', {
      order: [mine.uuid, urgent.uuid],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().filters.map((f: SavedTaskFilter) => f.name)).toEqual([
      'Assigned by me',
      'Urgent',
      'This week',
    ]);

    const edited = await owner.client.post(
      `/api/task-filters/edit-custom-filter?uuid=${week.uuid}`,
      { name: 'Due soon', values: week.values, settings: { order_by: 'priority', order: 'desc' } },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().filter).toMatchObject({
      uuid: week.uuid,
      name: 'Due soon',
      settings: { order_by: 'priority', order: 'desc', show_filters_sidebar: true },
    });

    // Another person's filter is not there for them.
    const foreign = `uuid=${urgent.uuid}`;
    for (const res of [
      await other.client.post(`/api/task-filters/edit-custom-filter?${foreign}`, { name: 'X' }),
      await other.client.request('DELETE', `/api/task-filters/delete-custom-filter?${foreign}`),
      await other.client.post('/api/task-filters/reorder-saved-filters', { order: [urgent.uuid] }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect(await namesOf(other.client)).toEqual([]);

    const removed = await owner.client.request(
      'DELETE',
      `/api/task-filters/delete-custom-filter?uuid=${mine.uuid}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ uuid: mine.uuid });
    expect(await namesOf(owner.client)).toEqual(['Urgent', 'Due soon']);
    const events = await t.database.executeSql(
      `select count(*)::int as n from events where type = 'task.filters_changed' and author_id = $1`,
      [owner.id],
    );
    expect(events.rows[0]).toEqual({ n: 6 });
  });

  it('are at most 50 a person', async () => {
    const { client, id } = await signUp(t.app);
    await t.database.executeSql(
      `insert into task_filters (user_id, name, position, values, settings, date_add)
       select $1, 'Filter ' || g, g, '{}'::jsonb, '{}'::jsonb, now() from generate_series(1, 50) g`,
      [id],
    );
    const full = await create(client, { name: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(TASK_FILTER_MESSAGES.tooManyFilters);
  });

  it.each([
    [{ name: '   ' }, 'name', TASK_FILTER_MESSAGES.nameEmpty],
    [{}, 'name', TASK_FILTER_MESSAGES.nameEmpty],
    [{ name: 'x'.repeat(101) }, 'name', TASK_FILTER_MESSAGES.nameLong],
    [
      { name: 'Bad', values: { due_date: { date_from: '2026-02-02', date_to: '2026-02-01' } } },
      'values.due_date.date_to',
      TASK_FILTER_MESSAGES.rangeBackwards,
    ],
    [{ name: 'Bad', values: { task_state: 3 } }, 'values.task_state', undefined],
    [{ name: 'Bad', settings: { colour: 'red' } }, 'settings', undefined],
    [{ name: 'Bad', settings: { order: 'sideways' } }, 'settings.order', undefined],
  ])('answers 400 for %j at %s', async (body, field, message) => {
    const { client } = await signUp(t.app);
    const res = await create(client, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { [field]: [message ?? expect.any(String)] } },
    });
  });

  it('answers 400 for a reorder naming a filter twice, and 404 for an unknown uuid', async () => {
    const { client } = await signUp(t.app);
    const one = await saved(client, 'One');
    const twice = await client.post('/api/task-filters/reorder-saved-filters', {
      order: [one.uuid, one.uuid],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice)).toMatchObject({
      errors: { validation: { order: [TASK_FILTER_MESSAGES.orderTwice] } },
    });
    const bad = await client.request('DELETE', '/api/task-filters/delete-custom-filter?uuid=nope');
    expect(bad.statusCode).toBe(400);
    const missing = await client.request(
      'DELETE',
      '/api/task-filters/delete-custom-filter?uuid=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });
});
