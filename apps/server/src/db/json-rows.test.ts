import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { jsonDate, selectJsonRows } from './json-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sample = sql`select * from (values
  (3::bigint, 'c', true, '2026-03-01T10:00:00.123Z'::timestamptz, '{"a":1}'::jsonb),
  (1::bigint, 'a', false, null::timestamptz, '2'::jsonb),
  (2::bigint, 'b', null::boolean, '2026-01-31T23:59:59Z'::timestamptz, '"x"'::jsonb)
) as v(id, name, flag, at, doc)`;

describe('selectJsonRows', () => {
  it('answers each row as an array in the order asked, with JSON values', async () => {
    const rows = await selectJsonRows(t.database.db, sample, 5, [0]);
    expect(rows.map((r) => r[0])).toEqual([1, 2, 3]);
    expect(rows[2]!.slice(1, 3)).toEqual(['c', true]);
    expect(jsonDate(rows[2]![3])?.toISOString()).toBe('2026-03-01T10:00:00.123Z');
    expect(jsonDate(rows[0]![3])).toBeNull();
    expect(rows.map((r) => r[4])).toEqual([2, 'x', { a: 1 }]);
  });

  it('orders by several columns and answers an empty list for no rows', async () => {
    const rows = await selectJsonRows(t.database.db, sample, 5, [2, 1]);
    expect(rows.map((r) => r[1])).toEqual(['a', 'c', 'b']);
    const none = await selectJsonRows(t.database.db, sql`${sample} where false`, 5);
    expect(none).toEqual([]);
  });
});
