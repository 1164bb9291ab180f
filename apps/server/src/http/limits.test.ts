import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../test/harness.ts';
import { createTestApp, signUp, XHR } from '../test/harness.ts';
import { bodyLimitFor, DEFAULT_BODY_LIMIT, MIN_BODY_LIMIT } from './body-limit.ts';

const WRITES_PER_MINUTE = 8;

let test: TestApp;
let user: SignedUpUser;
beforeAll(async () => {
  test = await createTestApp({ env: { WRITE_RATE_LIMIT: String(WRITES_PER_MINUTE) } });
  user = await signUp(test.app);
});
afterAll(async () => {
  await test?.close();
});

const post = (url: string, payload: string, cookie = user.client.cookie) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    payload,
  });

describe('limits that hold under abuse', () => {
  it('sizes each body limit from the endpoint: small where a name is all there is', () => {
    expect(bodyLimitFor(ENDPOINT_GROUPS.tags.create)).toBe(MIN_BODY_LIMIT);
    expect(bodyLimitFor(ENDPOINT_GROUPS.projects.archive)).toBe(MIN_BODY_LIMIT);
    expect(bodyLimitFor(ENDPOINT_GROUPS.tasks.update)).toBe(DEFAULT_BODY_LIMIT);
  });

  it('refuses a body over its endpoint’s limit with 413 in the error shape', async () => {
    const res = await post('/api/project-tags/create', JSON.stringify({ tag: 'x'.repeat(40_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('asks who is calling before it reads what they sent: anonymous gets 401 even for a NUL', async () => {
    const res = await post('/api/projects/create', '{"name":"a\\u0000b"}', '');
    expect(res.statusCode).toBe(401);
  });

  it('limits one person’s writes, with 429 RATE_LIMITED and Retry-After, and leaves reads alone', async () => {
    const other = await signUp(test.app);
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      const res = await post(
        '/api/projects/create',
        JSON.stringify({ name: `P${i}` }),
        other.client.cookie,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    // A burst of a quarter of the minute's writes goes through, then the rest wait.
    expect(statuses.filter((s) => s === 201)).toHaveLength(WRITES_PER_MINUTE / 4);
    expect(refused?.json()).toEqual({
      message: 'Too many changes in a short time. Wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await other.client.get('/api/projects/list')).statusCode).toBe(200);
    // Someone else is not slowed by it.
    expect((await post('/api/projects/create', '{"name":"Mine"}')).statusCode).toBe(201);
  });
});
