import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../test/harness.ts';
import { createTestApp, signUp, XHR } from '../test/harness.ts';

let test: TestApp;
let user: SignedUpUser;
beforeAll(async () => {
  test = await createTestApp();
  user = await signUp(test.app);
});
afterAll(async () => {
  await test?.close();
});

const post = (url: string, payload: string) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, cookie: user.client.cookie, 'content-type': 'application/json' },
    payload,
  });
const projectNames = async () =>
  (await user.client.get('/api/projects/list'))
    .json<{ projects: Array<{ name: string }> }>()
    .projects.map((p) => p.name);

describe('text and shape checked before any endpoint', () => {
  it.each([
    ['a NUL', '{"name":"a\\u0000b"}', 'name'],
    ['a lone high surrogate', '{"name":"\\ud83d"}', 'name'],
    ['a lone low surrogate', '{"name":"x\\udc00"}', 'name'],
    ['a bell', '{"name":"ding\\u0007"}', 'name'],
    ['a NUL in a key', '{"name":"ok","a\\u0000":1}', 'body'],
    ['a NUL in a nested list', '{"name":"ok","tags":["x","y\\u0000"]}', 'tags.1'],
  ])('refuses %s, naming the field, and creates nothing', async (_what, payload, field) => {
    const before = await projectNames();
    const res = await post('/api/projects/create', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.textCharacters,
      code: 'VALIDATION_FAILED',
      errors: { validation: { [field]: [MESSAGES.textCharacters] } },
    });
    expect(await projectNames()).toEqual(before);
  });

  it('keeps tabs, line breaks, emoji and other scripts', async () => {
    const name = 'Plan\tA — 👩‍👩‍👧 Příliš žluťoučký';
    const res = await post('/api/projects/create', JSON.stringify({ name }));
    expect(res.statusCode).toBe(201);
    expect(res.json().project.name).toBe(name);
  });

  it('refuses a NUL in the query string', async () => {
    const res = await user.client.get('/api/projects/detail?pid=1%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.validation).toEqual({ pid: [MESSAGES.textCharacters] });
  });

  it('refuses bodies nested too deeply and lists too long', async () => {
    let deep = '"x"';
    for (let i = 0; i < LIMITS.inputDepthMax + 5; i++) deep = `{"a":${deep}}`;
    const nested = await post('/api/projects/create', `{"name":"n","x":${deep}}`);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().code).toBe('VALIDATION_FAILED');
    const ids = Array.from({ length: LIMITS.inputListMax + 1 }, (_, i) => i + 1);
    // An endpoint whose body may be large (a task's description), so the size limit is not the first.
    const long = await post('/api/tasks/update?tid=1', JSON.stringify({ version: 1, ids }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.validation).toEqual({
      ids: [`The list can hold at most ${LIMITS.inputListMax} items.`],
    });
  });

  it('compares tag names in NFC: a decomposed é is the same tag as a composed one', async () => {
    const composed = await post('/api/project-tags/create', JSON.stringify({ tag: 'caf\u00e9' }));
    expect(composed.statusCode).toBe(201);
    const decomposed = await post(
      '/api/project-tags/create',
      JSON.stringify({ tag: 'cafe\u0301' }),
    );
    expect(decomposed.statusCode).toBe(409);
  });
});
