import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '@tandem/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { TestApp } from '../../test/harness.ts';
import { createFakeMailer, createTestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers /health and /ready', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on /ready when the database does not answer', async () => {
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '' }),
      database: {
        ...t.database,
        ping: () => Promise.reject(new Error('connection refused')),
        close: async () => {},
      },
      mailer: createFakeMailer(),
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The database is not reachable.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/dev/outbox', () => {
  it('is on in tests and answers a list of mails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ enabled: boolean; mails: OutboxMail[] }>();
    expect(body.enabled).toBe(true);
    expect(Array.isArray(body.mails)).toBe(true);
  });

  it('answers an empty, disabled outbox when turned off', async () => {
    const off = await createTestApp({ env: { DEV_OUTBOX: 'false' } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.json()).toEqual({ enabled: false, mails: [] });
    } finally {
      await off.close();
    }
  });
});

describe('unknown endpoints', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/some/page'],
  ] as const)('%s %s answers a JSON 404 when no web app is served', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: `No endpoint ${method} ${url}.`, code: 'NOT_FOUND' });
  });
});

describe('configuration', () => {
  it('keeps an empty WEB_DIST, meaning the API only, and treats other empty values as unset', () => {
    const config = loadConfig({ WEB_DIST: '', LOG_LEVEL: '' });
    expect(config.WEB_DIST).toBe('');
    expect(config.LOG_LEVEL).toBe('info');
    expect(loadConfig({}).WEB_DIST).toBe('apps/web/dist');
  });
});

describe('serving the built web app', () => {
  let web: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tandem-web-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tandem</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1);');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'entry-a1b2c3.js'), 'console.log(2);');
    writeFileSync(join(dir, 'assets', 'entry-a1b2c3.js.br'), brotliCompressSync('console.log(2);'));
    writeFileSync(join(dir, 'assets', 'entry-a1b2c3.js.gz'), gzipSync('console.log(2);'));
    web = await createTestApp({ env: { WEB_DIST: dir } });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the index page for app paths, uncached', async () => {
    for (const url of ['/', '/projects/12', '/reset-password?token=abc']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Tandem</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the smallest copy the browser accepts, and caches hashed assets for a year', async () => {
    const url = '/assets/entry-a1b2c3.js';
    const br = await web.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(2);');
    const gzip = await web.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(2);');
    const plain = await web.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(2);');
    const unhashed = await web.app.inject({ method: 'GET', url: '/app.js' });
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('takes a refusal of Brotli (q=0) into account and names what the answer varies by', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/assets/entry-a1b2c3.js?v=1',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe('console.log(2);');
  });

  it('serves files and keeps answering the API', async () => {
    const file = await web.app.inject({ method: 'GET', url: '/app.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log(1);');
    expect((await web.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
    });
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/missing.js'],
    ['POST', '/some/page'],
  ] as const)('%s %s still answers a JSON 404', async (method, url) => {
    const res = await web.app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['/dashboard', '/timetracking', '/project/1', '/public/shared-link-view'])(
    'GET %s is a page of the web app',
    async (url) => {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Tandem</title>');
    },
  );

  it.each([
    ['GET', '/timetracking/api/nothing-here', '/timetracking/api/nothing-here'],
    ['GET', '/front/task/api/nothing-here?tid=1', '/front/task/api/nothing-here'],
    ['GET', '/settings/save-global/?key=x', '/settings/save-global/'],
    ['GET', '/api/anything', '/api/anything'],
    ['POST', '/api/anything', '/api/anything'],
    ['GET', '/assets/missing.js', '/assets/missing.js'],
  ] as const)('%s %s answers a JSON 404, not the index page', async (method, url, path) => {
    const res = await web.app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: `No endpoint ${method} ${path}.`, code: 'NOT_FOUND' });
  });
});
