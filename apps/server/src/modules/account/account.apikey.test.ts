import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CurrentUser, ErrorBody } from '@tandem/contract';
import type { TestApp, Client } from '../../test/harness.ts';
import { createTestApp, signUp, uniqueEmail } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userOf = (res: LightMyRequestResponse) => res.json<{ user: CurrentUser }>().user;
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();

/** HTTP Basic credentials as an API client sends them. */
const basic = (email: string, key: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${key}`).toString('base64')}`,
});

async function regenerateKey(client: Client): Promise<string> {
  const res = await client.post('/api/settings/regenerateapikey');
  expect(res.statusCode).toBe(200);
  return res.json<{ api_key: string }>().api_key;
}

describe('POST /api/settings/regenerateapikey', () => {
  it('returns a key once, which then works over HTTP Basic for reads and writes', async () => {
    const user = await signUp(t.app);
    const key = await regenerateKey(user.client);
    expect(key).toMatch(/^tdm_\S{20,}$/);
    const me = await user.client.get('/api/user/me');
    expect(userOf(me).has_api_key).toBe(true);
    expect(me.body).not.toContain(key);

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: basic(user.email, key),
    });
    expect(read.statusCode).toBe(200);
    expect(userOf(read).id).toBe(user.id);

    // An API client sends no X-Requested-With header and no cookie.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/user-profile/save',
      headers: basic(user.email.toUpperCase(), key),
      payload: { fullname: 'Via Key' },
    });
    expect(write.statusCode).toBe(200);
    expect(userOf(await user.client.get('/api/user/me')).fullname).toBe('Via Key');
  });

  it('invalidates the previous key when a new one is made', async () => {
    const user = await signUp(t.app);
    const first = await regenerateKey(user.client);
    const second = await regenerateKey(user.client);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: basic(user.email, first),
    });
    expect(old.statusCode).toBe(401);
    expect(errorOf(old).code).toBe('INVALID_CREDENTIALS');
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: basic(user.email, second),
    });
    expect(current.statusCode).toBe(200);
  });

  it('refuses a key presented with another e-mail', async () => {
    const user = await signUp(t.app);
    const someoneElse = await signUp(t.app);
    const key = await regenerateKey(user.client);
    for (const email of [someoneElse.email, uniqueEmail()]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: basic(email, key),
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('INVALID_CREDENTIALS');
    }
  });
});
