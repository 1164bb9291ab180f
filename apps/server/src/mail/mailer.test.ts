import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from '../test/harness.ts';
import { createTestApp } from '../test/harness.ts';
import { createMailer } from './mailer.ts';
import { listOutboxMails } from './outbox.repo.ts';

const silent = { info: () => {} } as never;
const clock = { now: () => new Date('2026-11-26T09:00:00Z') };
let t: TestApp;
let server: SMTPServer;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe('the mailer', () => {
  it('hands a mail to a real SMTP server once, however often its key is tried', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Tandem <tandem@example.test>',
      db: t.database.db,
      clock,
      log: silent,
      host: 'tandem.example.test',
    });
    const key = randomUUID();
    const mail = { key, to: 'walt@example.test', subject: 'Hello Walt', text: 'Příliš žluťoučký.' };
    await mailer.send(mail);
    await mailer.send(mail);
    const mine = received.filter((raw) => raw.includes(key));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(new RegExp(`Message-ID: <${key}@tandem.example.test>`, 'i'));
    expect(mine[0]).toContain('Subject: Hello Walt');
    expect(mine[0]).toContain('To: walt@example.test');
  });

  it('sends the plain and HTML parts and the unsubscribe headers over SMTP', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Tandem <tandem@example.test>',
      db: t.database.db,
      clock,
      log: silent,
    });
    const key = randomUUID();
    await mailer.send({
      key,
      to: 'walt@example.test',
      subject: 'Two parts',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      headers: {
        'List-Unsubscribe': '<https://tandem.example.test/api/notifications/unsubscribe?hash=ab>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [raw] = received.filter((r) => r.includes(key));
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain('Plain words');
    expect(raw).toContain('<p>Rich words</p>');
    // Long headers are folded onto the next line.
    expect(raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/tandem\.example\.test\/api\/notifications\/unsubscribe\?hash=ab>/,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('keeps a mail in the outbox once, however often its key is tried', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Tandem <tandem@example.test>',
      db: t.database.db,
      clock,
      log: silent,
    });
    const key = randomUUID();
    const mail = { key, to: 'olga@example.test', subject: `Kept ${key}`, text: 'Once.' };
    await mailer.send(mail);
    await mailer.send(mail);
    const kept = (await listOutboxMails(t.database.db, 100)).filter((m) => m.key === key);
    expect(kept).toHaveLength(1);
  });
});
