import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { CurrentUser, ErrorBody } from '@tandem/contract';
import { events } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userOf = (res: LightMyRequestResponse) => res.json<{ user: CurrentUser }>().user;
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();

async function profileUpdatesOf(userId: number): Promise<number> {
  const rows = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.type, 'user.updated'), eq(events.authorId, userId)));
  return rows.length;
}

describe('the dark_mode setting', () => {
  it('is null, following the system, for a new account', async () => {
    const user = await signUp(t.app);
    expect(userOf(await user.client.get('/api/user/me')).dark_mode).toBeNull();
  });

  it('saves true, false and null, each shown by GET /me and recorded as user.updated', async () => {
    const user = await signUp(t.app);
    for (const darkMode of [true, false, null]) {
      const before = await profileUpdatesOf(user.id);
      const res = await user.client.post('/api/user-profile/save', { dark_mode: darkMode });
      expect(res.statusCode, String(darkMode)).toBe(200);
      expect(userOf(res).dark_mode).toBe(darkMode);
      expect(userOf(await user.client.get('/api/user/me')).dark_mode).toBe(darkMode);
      expect(await profileUpdatesOf(user.id)).toBe(before + 1);
    }
  });

  it('is kept when a save leaves it out, and leaves the other fields when sent alone', async () => {
    const user = await signUp(t.app, { fullname: 'Grace Hopper', locale_code: 'cs-CZ' });
    await user.client.post('/api/user-profile/save', { dark_mode: true });
    const res = await user.client.post('/api/user-profile/save', { timezone: 'Europe/Prague' });
    expect(userOf(res)).toMatchObject({
      fullname: 'Grace Hopper',
      locale_code: 'cs-CZ',
      timezone: 'Europe/Prague',
      dark_mode: true,
    });
  });

  it('belongs to its user only', async () => {
    const dark = await signUp(t.app);
    const other = await signUp(t.app);
    await dark.client.post('/api/user-profile/save', { dark_mode: true });
    expect(userOf(await other.client.get('/api/user/me')).dark_mode).toBeNull();
  });

  it.each([['dark'], [1], [0], ['true'], [{}], [[true]]])(
    'answers 400 for %j and changes nothing',
    async (value) => {
      const user = await signUp(t.app);
      await user.client.post('/api/user-profile/save', { dark_mode: false });
      const res = await user.client.post('/api/user-profile/save', {
        fullname: 'Not Saved',
        dark_mode: value,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        message: expect.any(String),
        code: 'VALIDATION_FAILED',
        errors: { validation: { dark_mode: [expect.any(String)] } },
      });
      expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['dark_mode']);
      const me = userOf(await user.client.get('/api/user/me'));
      expect(me.dark_mode).toBe(false);
      expect(me.fullname).not.toBe('Not Saved');
    },
  );
});
