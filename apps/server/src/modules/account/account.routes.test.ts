import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CurrentUser, ErrorBody } from '@tandem/contract';
import { LOCALES } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { Client, createTestApp, signUp } from '../../test/harness.ts';
import { completeDashboard } from '@tandem/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userOf = (res: LightMyRequestResponse) => res.json<{ user: CurrentUser }>().user;
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();

describe('GET /api/user/me', () => {
  it('answers the signed-in user with the defaults of a new account', async () => {
    const user = await signUp(t.app, { fullname: 'Ada Lovelace' });
    const res = await user.client.get('/api/user/me');
    expect(res.statusCode).toBe(200);
    expect(userOf(res)).toEqual({
      id: user.id,
      fullname: 'Ada Lovelace',
      fname: 'Ada',
      lname: 'Lovelace',
      email: user.email,
      locale_code: 'en-US',
      language_code: 'en',
      mention_key: expect.stringMatching(/^adalovelace/),
      public_token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      avatar: null,
      cover: null,
      timezone: 'UTC',
      has_api_key: false,
      out_of_office: null,
      dark_mode: null,
      dont_collapse_comment: false,
      scroll_to_newest_comment: true,
      comments_desc_order: false,
      alert_due_date_change: false,
      dashboard: completeDashboard(null),
    });
  });
});

describe('GET /api/auth/session', () => {
  it('answers who is signed in, and a null user without a failure when nobody is', async () => {
    const user = await signUp(t.app, { fullname: 'Grace Hopper' });
    const signedIn = await user.client.get('/api/auth/session');
    expect(signedIn.statusCode).toBe(200);
    expect(userOf(signedIn)).toEqual(userOf(await user.client.get('/api/user/me')));

    const anonymous = await new Client(t.app).get('/api/auth/session');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });

    await user.client.post('/api/auth/signout');
    const after = await user.client.get('/api/auth/session');
    expect(after.json()).toEqual({ user: null });
  });
});

describe('POST /api/user-profile/save', () => {
  it('saves name, language and time zone, and GET /me shows them', async () => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/user-profile/save', {
      fullname: '  Marie Curie Skłodowska ',
      locale_code: 'pl-PL',
      timezone: 'Europe/Warsaw',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: user.id,
      fullname: 'Marie Curie Skłodowska',
      fname: 'Marie',
      lname: 'Curie Skłodowska',
      locale_code: 'pl-PL',
      language_code: 'pl',
      timezone: 'Europe/Warsaw',
    };
    expect(userOf(res)).toMatchObject(expected);
    expect(userOf(await user.client.get('/api/user/me'))).toMatchObject(expected);
  });

  it('accepts each of the 12 locales', async () => {
    expect(LOCALES).toHaveLength(12);
    const user = await signUp(t.app);
    for (const locale of LOCALES) {
      const res = await user.client.post('/api/user-profile/save', { locale_code: locale });
      expect(res.statusCode, locale).toBe(200);
      expect(userOf(res)).toMatchObject({ locale_code: locale, language_code: locale.slice(0, 2) });
    }
  });

  it('changes only the fields sent', async () => {
    const user = await signUp(t.app, { fullname: 'Karel Čapek', locale_code: 'cs-CZ' });
    const res = await user.client.post('/api/user-profile/save', { timezone: 'America/New_York' });
    expect(userOf(res)).toMatchObject({
      fullname: 'Karel Čapek',
      locale_code: 'cs-CZ',
      timezone: 'America/New_York',
    });
  });

  it('refuses an unsupported language with the spec message', async () => {
    const user = await signUp(t.app);
    for (const locale of ['fr-FR', 'en', 'en-us', '']) {
      const res = await user.client.post('/api/user-profile/save', { locale_code: locale });
      expect(res.statusCode, locale).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
      expect(errorOf(res).errors?.validation).toEqual({
        locale_code: ['The language is not supported'],
      });
    }
  });

  it.each([
    ['too-long name', { fullname: 'x'.repeat(121) }, ['fullname']],
    ['blank name', { fullname: '   ' }, ['fullname']],
    [
      'wrong types',
      { fullname: 5, locale_code: ['cs-CZ'], timezone: true },
      ['fullname', 'locale_code', 'timezone'],
    ],
    ['unknown time zone', { timezone: 'Mars/Olympus_Mons' }, ['timezone']],
    [
      'a valid field beside a bad one',
      { fullname: 'New Name', locale_code: 'xx-XX' },
      ['locale_code'],
    ],
  ])('answers 400 for %s and changes nothing', async (_name, body, fields) => {
    const user = await signUp(t.app, { fullname: 'Stays Same' });
    const before = userOf(await user.client.get('/api/user/me'));
    const res = await user.client.post('/api/user-profile/save', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {}).sort()).toEqual([...fields].sort());
    expect(userOf(await user.client.get('/api/user/me'))).toEqual(before);
  });

  it('accepts a name of exactly 120 characters', async () => {
    const user = await signUp(t.app);
    const fullname = `A ${'b'.repeat(118)}`;
    const res = await user.client.post('/api/user-profile/save', { fullname });
    expect(res.statusCode).toBe(200);
    expect(userOf(res).fullname).toBe(fullname);
  });
});

describe('POST /api/user-profile/change-password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/user-profile/change-password', {
      current_password: 'not my password',
      new_password: 'a brand new password',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { current_password: ['The current password is not correct.'] } },
    });
    const signIn = await new Client(t.app).post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a too-short new password', async () => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/user-profile/change-password', {
      current_password: user.password,
      new_password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['new_password']);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const user = await signUp(t.app);
    const other = new Client(t.app);
    await other.post('/api/auth/signin', { email: user.email, password: user.password });
    expect((await other.get('/api/user/me')).statusCode).toBe(200);

    const res = await user.client.post('/api/user-profile/change-password', {
      current_password: user.password,
      new_password: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await user.client.get('/api/user/me')).statusCode).toBe(200);
    expect((await other.get('/api/user/me')).statusCode).toBe(401);

    const old = await new Client(t.app).post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await new Client(t.app).post('/api/auth/signin', {
      email: user.email,
      password: 'a brand new password',
    });
    expect(fresh.statusCode).toBe(200);
    expect(userOf(fresh).id).toBe(user.id);
  });
});

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/user/me', undefined],
    ['POST', '/api/user-profile/save', { fullname: 'Nobody' }],
    [
      'POST',
      '/api/user-profile/change-password',
      { current_password: 'x', new_password: 'long enough' },
    ],
    ['POST', '/api/settings/regenerateapikey', undefined],
  ] as const)('%s %s answers 401', async (method, url, body) => {
    const res = await new Client(t.app).request(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
  });
});
