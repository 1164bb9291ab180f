import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp } from '../../test/harness.ts';
import { projectWithWorker, taskOf, updateTask } from '../../test/task-helpers.ts';
import { comment } from '../../test/comment-helpers.ts';
import { PUSH_SEND_JOB } from '../push/index.ts';
import { decryptPush, startPushService, subscribe } from '../push/push-test-helpers.ts';
import { DUE_DATES_JOB, FANOUT_JOB } from './index.ts';

let now = new Date('2026-11-02T09:00:00Z');
let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const mention = (id: number, name: string) =>
  `<p>Look <span data-type="mention" data-id="${id}" data-label="${name}">@${name}</span></p>`;

describe('pushes', () => {
  it('carry a new notification to the person’s browsers, once, and not what they switched off', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    const address = service.address();
    const browser = await subscribe(worker.client, address);
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await t.jobs.run(FANOUT_JOB, {});
    await t.jobs.drain(PUSH_SEND_JOB);
    await t.jobs.drain(PUSH_SEND_JOB);
    const mine = () => service.received.filter((r) => r.path === new URL(address).pathname);
    expect(mine()).toHaveLength(1);
    const payload = JSON.parse(decryptPush(mine()[0]!.body, browser)) as Record<string, string>;
    expect(payload).toMatchObject({
      title: 'Tandem',
      body: `Olga Owner mentioned you in “${task.name}”`,
    });
    expect(payload.url).toMatch(/^\/notification\?nid=\d+&follow=%2Ftask%2F\d+%3Ecomment-\d+$/);

    // Mentions switched off: shown in Tandem, not pushed.
    await worker.client.call(e.saveNotificationSettings, {
      body: { settings: { instant_notif_ping_or_mention: false } },
    });
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await t.jobs.run(FANOUT_JOB, {});
    await t.jobs.drain(PUSH_SEND_JOB);
    expect(mine()).toHaveLength(1);
  });

  it('carry a due-date notice', async () => {
    now = new Date('2026-11-03T07:00:00Z');
    const { owner, worker, task } = await projectWithWorker(t.app);
    const address = service.address();
    const browser = await subscribe(worker.client, address);
    taskOf(
      await updateTask(owner.client, task, {
        workers_ids: [worker.id],
        due_date: '2026-11-03T08:30:00.000Z',
      }),
    );
    // An hour before the due time.
    now = new Date('2026-11-03T07:30:00Z');
    await t.jobs.run(DUE_DATES_JOB, {});
    await t.jobs.drain(PUSH_SEND_JOB);
    const bodies = service.received
      .filter((r) => r.path === new URL(address).pathname)
      .map((r) => (JSON.parse(decryptPush(r.body, browser)) as { body: string }).body);
    expect(bodies).toContain(`Due soon: “${task.name}”`);
  });
});
