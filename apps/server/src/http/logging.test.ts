import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { createTestApp, signUp, uniqueEmail, XHR } from '../test/harness.ts';
import { loggerOptions, serializeError } from './logging.ts';

/** The server's own log lines, as JSON objects, in the order written. */
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});
const logText = () => lines.map((l) => JSON.stringify(l)).join('\n');

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ logger: loggerOptions('info', sink) });
});
afterAll(async () => {
  await test?.close();
});

describe('logs that can be handed to someone', () => {
  it('a sign-up that fails in the database logs one line with the request id, without the e-mail or the password hash', async () => {
    // Every new user is refused by the database from here on: a real failure of a real statement.
    await test.database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT no_more_users CHECK (false) NOT VALID`,
    );
    try {
      const email = uniqueEmail('secret.person');
      const password = 'a very private passphrase';
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: XHR,
        payload: { fullname: 'Private Person', email, password },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      const requestId = res.headers['x-request-id'];
      expect(requestId).toBeTruthy();
      const errors = lines.filter((l) => l['level'] === 50 && l['reqId'] === requestId);
      expect(errors).toHaveLength(1);
      const err = errors[0]!['err'] as Record<string, unknown>;
      // What is needed to find the cause stays: the statement and the database's code and rule.
      expect(String(err['query'])).toMatch(/^insert into "users"/);
      expect(JSON.stringify(err)).toContain('23514');
      expect(JSON.stringify(err)).toContain('no_more_users');
      // What is not to be handed on is nowhere in the log.
      const text = logText();
      expect(text).not.toContain(email);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(password);
      expect(text).not.toContain('Private Person');
    } finally {
      await test.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT no_more_users`);
    }
  });

  it('leaves out query values, cookies and the Authorization header', async () => {
    const user = await signUp(test.app);
    await test.app.inject({
      method: 'GET',
      url: '/api/auth/invitation?token=tok-very-secret-123',
      headers: { ...XHR, cookie: user.client.cookie, authorization: 'Bearer key-very-secret-456' },
    });
    const text = logText();
    expect(text).toContain('/api/auth/invitation?token=[redacted]');
    expect(text).not.toContain('tok-very-secret-123');
    expect(text).not.toContain('key-very-secret-456');
    expect(text).not.toContain(user.client.cookie.split('=')[1]);
  });

  it('writes one line per request, with its method, path, status and time', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/projects/list?state=active' });
    const mine = lines.filter((l) => l['reqId'] === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request',
      req: { method: 'GET', url: '/api/projects/list?state=[redacted]' },
      status: 401,
    });
    expect(mine[0]!['ms']).toEqual(expect.any(Number));
    // An anonymous read is refused before the database: its session cookie is absent.
    expect(mine[0]!['statements']).toBe(0);
    const user = await signUp(test.app);
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/projects/list',
      headers: { cookie: user.client.cookie },
    });
    const line = lines.find((l) => l['reqId'] === listed.headers['x-request-id']);
    expect(line!['statements']).toBeGreaterThan(0);
  });

  it('keeps a failed statement but not the values it was sent with', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(someone@example.test) already exists.',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: someone@example.test',
      ),
      {
        query: 'insert into "users" ("email") values ($1)',
        params: ['someone@example.test'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain('someone@example.test');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('users_email_unique');
  });
});
