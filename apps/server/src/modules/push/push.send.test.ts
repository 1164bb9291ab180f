import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import type { Push } from './index.ts';
import { PUSH_SEND_JOB, queuePushes } from './index.ts';
import { decryptPush, startPushService, subscribe } from './push-test-helpers.ts';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});
beforeEach(() => {
  service.received.length = 0;
});

let sequence = 0;
const pushFor = (userId: number, overrides: Partial<Push> = {}): Push => {
  sequence += 1;
  return {
    userId,
    title: 'Olga mentioned you',
    body: 'in “Write copy”',
    url: '/task/12',
    key: `test.${process.pid}.${Date.now()}.${sequence}`,
    ...overrides,
  };
};
const runJob = (pushes: Push[]) => t.jobs.run(PUSH_SEND_JOB, { pushes });
const sentTo = (address: string) =>
  service.received.filter((r) => r.path === new URL(address).pathname);
const subscriptionsAt = (address: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceToken, address));

describe('sending pushes', () => {
  it('queues one job in the caller’s transaction and delivers it encrypted, once per browser', async () => {
    const user = await signUp(t.app);
    const address = service.address();
    const browser = await subscribe(user.client, address);
    const push = pushFor(user.id);
    await t.database.db.transaction((tx) => queuePushes(tx, t.jobs, [push]));
    // On the PostgreSQL shared by every test file, other files' pushes may be run here too:
    // what this browser received is the measure.
    expect(await t.jobs.drain(PUSH_SEND_JOB)).toBeGreaterThanOrEqual(1);

    const [received] = sentTo(address);
    expect(sentTo(address)).toHaveLength(1);
    expect(received!.headers).toMatchObject({
      ttl: '86400',
      'content-encoding': 'aes128gcm',
    });
    const publicKey = (await user.client.get('/api/web-push-notifications/public-key')).json()
      .public_key;
    expect(received!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(JSON.parse(decryptPush(received!.body, browser))).toEqual({
      title: push.title,
      body: push.body,
      url: push.url,
      tag: push.key,
    });

    // The job run again with the same key (a retry) pushes nothing more.
    await runJob([push]);
    await runJob([push]);
    expect(sentTo(address)).toHaveLength(1);
  });

  it('queues nothing when rolled back or given nothing', async () => {
    const user = await signUp(t.app);
    const address = service.address();
    await subscribe(user.client, address);
    await t.database.db
      .transaction(async (tx) => {
        await queuePushes(tx, t.jobs, [pushFor(user.id)]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.database.db.transaction((tx) => queuePushes(tx, t.jobs, []));
    await t.jobs.drain(PUSH_SEND_JOB);
    expect(sentTo(address)).toHaveLength(0);
  });

  it('goes to every browser of each person, and to nobody else', async () => {
    const ann = await signUp(t.app);
    const ben = await signUp(t.app);
    const stranger = await signUp(t.app);
    const [annPhone, annLaptop, benPhone, strangerPhone] = [1, 2, 3, 4].map(() =>
      service.address(),
    );
    await subscribe(ann.client, annPhone!);
    await subscribe(ann.client, annLaptop!);
    await subscribe(ben.client, benPhone!);
    await subscribe(stranger.client, strangerPhone!);
    await runJob([pushFor(ann.id), pushFor(ben.id)]);
    expect([annPhone, annLaptop, benPhone, strangerPhone].map((a) => sentTo(a!).length)).toEqual([
      1, 1, 1, 0,
    ]);
  });

  it('forgets a browser its push service no longer knows (410, 404)', async () => {
    const user = await signUp(t.app);
    const [gone, missing, kept] = [1, 2, 3].map(() => service.address());
    for (const address of [gone, missing, kept]) await subscribe(user.client, address!);
    service.statusOf.set(new URL(gone!).pathname, 410);
    service.statusOf.set(new URL(missing!).pathname, 404);
    await runJob([pushFor(user.id)]);
    expect(await subscriptionsAt(gone!)).toEqual([]);
    expect(await subscriptionsAt(missing!)).toEqual([]);
    expect(await subscriptionsAt(kept!)).toHaveLength(1);
    await runJob([pushFor(user.id)]);
    expect([gone, missing, kept].map((a) => sentTo(a!).length)).toEqual([1, 1, 2]);
  });

  it('fails for a retry when a push service fails, and the retry sends only what did not go', async () => {
    const user = await signUp(t.app);
    const [steady, busy] = [1, 2].map(() => service.address());
    await subscribe(user.client, steady!);
    await subscribe(user.client, busy!);
    service.statusOf.set(new URL(busy!).pathname, 503);
    const push = pushFor(user.id);
    await expect(runJob([push])).rejects.toThrow('1 of 2 pushes are to be tried again.');
    service.statusOf.delete(new URL(busy!).pathname);
    await runJob([push]);
    expect([sentTo(steady!).length, sentTo(busy!).length]).toEqual([1, 2]);
    expect(await subscriptionsAt(busy!)).toHaveLength(1);
  });

  it('does not try again a push its service refuses for good', async () => {
    const user = await signUp(t.app);
    const address = service.address();
    await subscribe(user.client, address);
    service.statusOf.set(new URL(address).pathname, 413);
    const push = pushFor(user.id, { body: 'x'.repeat(5000) });
    await runJob([push]);
    await runJob([push]);
    expect(sentTo(address)).toHaveLength(1);
    // What is shown is cut short, so the payload stays within what push services take.
    expect(sentTo(address)[0]!.body.length).toBeLessThan(3000);
  });
});
