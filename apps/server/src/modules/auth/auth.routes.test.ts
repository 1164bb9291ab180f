import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { Client, createTestApp, signUp, uniqueEmail, XHR } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(() => t.close());

describe('sign up', () => {
  it('creates the account, signs in and answers the current user', async () => {
    const email = uniqueEmail('jana');
    const client = new Client(t.app);
    const res = await client.post('/api/auth/signup', {
      fullname: 'Jana Nováková',
      email: email.toUpperCase(),
      password: 'a good password',
      locale_code: 'cs-CZ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      fullname: 'Jana Nováková',
      fname: 'Jana',
      lname: 'Nováková',
      email,
      locale_code: 'cs-CZ',
      language_code: 'cs',
      avatar: null,
    });
    expect(res.json().user.mention_key).toMatch(/^jananovakova\d*$/);
    const cookie = res.cookies.find((c) => c.name === 'tandem_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await client.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
  });

  it('refuses an e-mail that already has an account, changing nothing', async () => {
    const existing = await signUp(t.app);
    const res = await new Client(t.app).post('/api/auth/signup', {
      fullname: 'Someone Else',
      email: existing.email,
      password: 'another password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: { validation: { email: [expect.any(String)] } },
    });
  });

  it.each([
    ['missing fields', {}, ['fullname', 'email', 'password']],
    ['wrong types', { fullname: 5, email: true, password: [] }, ['fullname', 'email', 'password']],
    [
      'too-long name',
      { fullname: 'x'.repeat(121), email: 'a@b.cz', password: 'long enough' },
      ['fullname'],
    ],
    ['short password', { fullname: 'A B', email: 'a@b.cz', password: 'short' }, ['password']],
    ['bad e-mail', { fullname: 'A B', email: 'not-an-email', password: 'long enough' }, ['email']],
    [
      'unknown time zone',
      { fullname: 'A B', email: 'a@b.cz', password: 'long enough', timezone: 'Mars/Base' },
      ['timezone'],
    ],
  ])('answers 400 in the validation shape for %s', async (_name, body, fields) => {
    const res = await new Client(t.app).post('/api/auth/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().errors.validation).sort()).toEqual([...fields].sort());
  });

  it('refuses an unsupported language with the spec message', async () => {
    const res = await new Client(t.app).post('/api/auth/signup', {
      fullname: 'A B',
      email: uniqueEmail(),
      password: 'long enough',
      locale_code: 'fr-FR',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.validation.locale_code).toEqual(['The language is not supported']);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('sign in and out', () => {
  it('signs in with the right password and rotates the session', async () => {
    const user = await signUp(t.app);
    const before = user.client.cookie;
    const res = await user.client.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(user.client.cookie).not.toBe(before);
    const stale = new Client(t.app, before);
    expect((await stale.get('/api/user/me')).statusCode).toBe(401);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await signUp(t.app);
    const wrong = await new Client(t.app).post('/api/auth/signin', {
      email: user.email,
      password: 'wrong password',
    });
    const unknown = await new Client(t.app).post('/api/auth/signin', {
      email: uniqueEmail(),
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('rate limits repeated sign-in attempts', async () => {
    const user = await signUp(t.app);
    const client = new Client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await client.post('/api/auth/signin', { email: user.email, password: 'wrong password' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await client.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('refuses a cookie-authenticated write without the XMLHttpRequest header', async () => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/projects/create', { name: 'Nope' }, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_HEADER_MISSING');
    const list = await user.client.get('/api/projects/list');
    expect(list.json().projects).toEqual([]);
  });

  it('signs out this session, and everywhere', async () => {
    const user = await signUp(t.app);
    const second = new Client(t.app);
    await second.post('/api/auth/signin', { email: user.email, password: user.password });
    const kept = user.client.cookie;
    expect((await user.client.post('/api/auth/signout')).statusCode).toBe(200);
    expect((await new Client(t.app, kept).get('/api/user/me')).statusCode).toBe(401);
    expect((await second.get('/api/user/me')).statusCode).toBe(200);
    expect((await second.post('/api/auth/signout-all')).statusCode).toBe(200);
    expect((await second.get('/api/user/me')).statusCode).toBe(401);
  });

  it('answers 401 to an anonymous caller of a signed-in endpoint', async () => {
    const res = await new Client(t.app).get('/api/user/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
  });
});

describe('password reset', () => {
  const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('mails a link whose token sets a new password once and ends the old sessions', async () => {
    const user = await signUp(t.app);
    const res = await new Client(t.app).post('/api/auth/password-reset/request', {
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
    await t.sendMails();
    const mail = t.mailer.lastTo(user.email);
    expect(mail?.text).toContain('http://tandem.test/reset-password?token=');
    const token = tokenFrom(mail!.text);
    const confirm = await new Client(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'brand new password',
    });
    expect(confirm.statusCode).toBe(200);
    expect((await user.client.get('/api/user/me')).statusCode).toBe(401);
    const signIn = await new Client(t.app).post('/api/auth/signin', {
      email: user.email,
      password: 'brand new password',
    });
    expect(signIn.statusCode).toBe(200);
    const reused = await new Client(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another one',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await new Client(t.app).post('/api/auth/password-reset/request', { email });
    expect(res.statusCode).toBe(200);
    await t.sendMails();
    expect(t.mailer.lastTo(email)).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const timed = await createTestApp({ clock: { now: () => now } });
    try {
      const user = await signUp(timed.app);
      await new Client(timed.app).post('/api/auth/password-reset/request', { email: user.email });
      await timed.sendMails();
      const token = tokenFrom(timed.mailer.lastTo(user.email)!.text);
      now = new Date('2026-01-01T11:01:00Z');
      const res = await new Client(timed.app).post('/api/auth/password-reset/confirm', {
        token,
        password: 'brand new password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    } finally {
      await timed.close();
    }
  });
});

describe('order of checks', () => {
  it('answers 401 to an anonymous caller before looking at the body', async () => {
    const res = await new Client(t.app).post('/api/user-profile/save', { locale_code: 'xx' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('sign-ups at the same moment', () => {
  it('gives each person their own mention key and refuses a second account for one e-mail', async () => {
    const email = uniqueEmail('race');
    const bodies = [
      { fullname: 'Same Name', email: uniqueEmail('same'), password: 'long enough' },
      { fullname: 'Same Name', email: uniqueEmail('same'), password: 'long enough' },
      { fullname: 'Race Winner', email, password: 'long enough' },
      { fullname: 'Race Loser', email, password: 'long enough' },
    ];
    const results = await Promise.all(
      bodies.map((body) => new Client(t.app).post('/api/auth/signup', body)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const keys = results.filter((r) => r.statusCode === 201).map((r) => r.json().user.mention_key);
    expect(new Set(keys).size).toBe(3);
  });
});
