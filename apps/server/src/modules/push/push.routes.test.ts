import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '@tandem/contract';
import { pushEndpoints as e } from '@tandem/contract';
import { pushSubscriptions, serverKeys } from '../../db/schema/notifications.ts';
import type { TestApp } from '../../test/harness.ts';
import { Client, createTestApp, signUp } from '../../test/harness.ts';
import type { UserActor } from '../../http/actor.ts';
import { fakeBrowser, subscribe } from './push-test-helpers.ts';
import { createPushService } from './push.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newDevice = () => `https://push.example.test/${randomUUID()}`;
const publicTokenOf = async (client: Client): Promise<string> =>
  (await client.get('/api/user/me')).json().user.public_token;
const subscriptionOf = async (deviceToken: string) =>
  (
    await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceToken, deviceToken))
  )[0];

async function validSignin(client: Client) {
  return {
    device_token: newDevice(),
    notification_token: fakeBrowser().notificationToken,
    os_type: 'web' as const,
    user_public_token: await publicTokenOf(client),
  };
}

describe('the public key', () => {
  it('is one VAPID key, made once and the same for every call', async () => {
    const user = await signUp(t.app);
    const first = await user.client.call(e.publicKey, {});
    expect(first.status).toBe(200);
    // An uncompressed P-256 point, base64url.
    expect(first.body.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await user.client.call(e.publicKey, {})).body).toEqual(first.body);
    const rows = await t.database.db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.value)).toMatchObject({ publicKey: first.body.public_key });
  });

  it('is not given to anyone signed out', async () => {
    const res = await new Client(t.app).call(e.publicKey, {});
    expect(res.status).toBe(401);
  });
});

describe('POST /api/web-push-notifications/signin', () => {
  it('subscribes the browser for the signed-in user, with their public token', async () => {
    const user = await signUp(t.app);
    const body = await validSignin(user.client);
    const res = await user.client.call(e.signin, { body });
    expect(res.status, res.response.body).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await subscriptionOf(body.device_token)).toMatchObject({
      userId: user.id,
      notificationToken: body.notification_token,
      osType: 'web',
    });
  });

  it('keeps one subscription per browser: signing in again updates it, another user takes it over', async () => {
    const ann = await signUp(t.app);
    const ben = await signUp(t.app);
    const body = await validSignin(ann.client);
    await ann.client.call(e.signin, { body });
    const renewed = { ...body, notification_token: fakeBrowser().notificationToken };
    expect((await ann.client.call(e.signin, { body: renewed })).status).toBe(200);
    expect(await subscriptionOf(body.device_token)).toMatchObject({
      userId: ann.id,
      notificationToken: renewed.notification_token,
    });
    const asBen = { ...renewed, user_public_token: await publicTokenOf(ben.client) };
    expect((await ben.client.call(e.signin, { body: asBen })).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceToken, body.device_token));
    expect(rows.map((row) => row.userId)).toEqual([ben.id]);
  });

  it('refuses another user’s public token on its field', async () => {
    const ann = await signUp(t.app);
    const ben = await signUp(t.app);
    const body = {
      ...(await validSignin(ann.client)),
      user_public_token: await publicTokenOf(ben.client),
    };
    const res = await ann.client.call(e.signin, { body });
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).errors?.validation).toEqual({
      user_public_token: ['The public token is not the signed-in user’s.'],
    });
    expect(await subscriptionOf(body.device_token)).toBeUndefined();
  });

  it.each([
    ['device_token', undefined, 'Enter the push address of this browser.'],
    ['device_token', '', 'Enter the push address of this browser.'],
    ['device_token', 'not an address', 'The push address must be an https address.'],
    ['device_token', 'http://push.example.test/a', 'The push address must be an https address.'],
    ['device_token', 'ftp://push.example.test/a', 'The push address must be an https address.'],
    [
      'device_token',
      `https://push.example.test/${'a'.repeat(2048)}`,
      'The push address can be at most 2048 characters long.',
    ],
    ['notification_token', undefined, 'Enter the keys of the push subscription.'],
    ['notification_token', '', 'Enter the keys of the push subscription.'],
    [
      'notification_token',
      'p256dh.auth',
      'The keys must be the subscription’s p256dh and auth keys joined by a dot.',
    ],
    ['os_type', 'android', 'The device type must be web.'],
    ['os_type', undefined, 'The device type must be web.'],
    ['user_public_token', undefined, 'Enter the public token of the signed-in user.'],
    ['user_public_token', '  ', 'Enter the public token of the signed-in user.'],
    ['user_public_token', 'x'.repeat(101), 'The public token can be at most 100 characters long.'],
  ])('answers 400 on %s for %j', async (field, value, message) => {
    const user = await signUp(t.app);
    const body: Record<string, unknown> = { ...(await validSignin(user.client)), [field]: value };
    if (value === undefined) delete body[field];
    const res = await user.client.post('/api/web-push-notifications/signin', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors?.validation).toEqual({ [field]: [message] });
  });

  it('takes plain http only for a push service on this machine', async () => {
    const user = await signUp(t.app);
    for (const host of ['127.0.0.1:8089', 'localhost:8089']) {
      const body = { ...(await validSignin(user.client)), device_token: `http://${host}/push/1` };
      expect((await user.client.call(e.signin, { body })).status).toBe(200);
    }
  });

  it('answers 401 to anyone signed out, before looking at the body', async () => {
    const res = await new Client(t.app).post('/api/web-push-notifications/signin', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/web-push-notifications/signout', () => {
  it('removes the signed-in user’s own browser only', async () => {
    const ann = await signUp(t.app);
    const ben = await signUp(t.app);
    const device = newDevice();
    await subscribe(ann.client, device);
    const byBen = await ben.client.call(e.signout, { body: { device_token: device } });
    expect(byBen.status).toBe(200);
    expect(await subscriptionOf(device)).toMatchObject({ userId: ann.id });
    const byAnn = await ann.client.call(e.signout, { body: { device_token: device } });
    expect(byAnn.status).toBe(200);
    expect(await subscriptionOf(device)).toBeUndefined();
    // Signing out a browser that is not subscribed changes nothing.
    expect((await ann.client.call(e.signout, { body: { device_token: device } })).status).toBe(200);
  });

  it('answers 400 on a missing or wrong address and 401 signed out', async () => {
    const user = await signUp(t.app);
    for (const [value, message] of [
      [undefined, 'Enter the push address of this browser.'],
      ['javascript:alert(1)', 'The push address must be an https address.'],
    ] as const) {
      const res = await user.client.post('/api/web-push-notifications/signout', {
        ...(value === undefined ? {} : { device_token: value }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors?.validation).toEqual({ device_token: [message] });
    }
    const anonymous = await new Client(t.app).post('/api/web-push-notifications/signout', {
      device_token: newDevice(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('in production', () => {
  it('takes only https push addresses', async () => {
    const me = await signUp(t.app, { fullname: 'Petra Production' });
    const user = (await me.client.get('/api/user/me')).json<{
      user: { id: number; public_token: string };
    }>().user;
    const service = createPushService({
      db: t.database.db,
      clock: { now: () => new Date() },
      publicKey: async () => 'key',
      httpPushAllowed: false,
    });
    const actor = { kind: 'user', id: user.id } as UserActor;
    await expect(
      service.signin(actor, {
        device_token: 'http://127.0.0.1:9/push/1',
        notification_token: fakeBrowser().notificationToken,
        os_type: 'web',
        user_public_token: user.public_token,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
