import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TestApp } from '../test/harness.ts';
import { createTestApp, signUp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('sends a large JSON answer compressed as the browser accepts, a small one as it is', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 15; i++)
      await user.client.post('/api/projects/create', { name: `Project with a longer name ${i}` });
    const url = '/api/projects/list';
    const plain = await user.client.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await user.client.request('GET', url, undefined, {
      'x-requested-with': 'XMLHttpRequest',
      'accept-encoding': 'gzip, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await user.client.request('GET', url, undefined, {
      'x-requested-with': 'XMLHttpRequest',
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await user.client.request('GET', '/health', undefined, {
      'accept-encoding': 'gzip, br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
