import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CurrentUser } from '@tandem/contract';
import type { Client } from '../../test/harness.ts';

/** A browser's side of a push subscription: its P-256 pair and auth secret, as RFC 8291 has them. */
export interface FakeBrowser {
  ecdh: ECDH;
  authSecret: Buffer;
  /** `p256dh.auth`, as the browser sends it. */
  notificationToken: string;
}

export function fakeBrowser(): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    notificationToken: `${ecdh.getPublicKey().toString('base64url')}.${authSecret.toString('base64url')}`,
  };
}

/** Decrypts an `aes128gcm` push body (RFC 8188, RFC 8291) as the browser would. */
export function decryptPush(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.authSecret, keyInfo, 32));
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));
  const decipher = createDecipheriv(
    'aes-128-gcm',
    derive('Content-Encoding: aes128gcm\0', 16),
    derive('Content-Encoding: nonce\0', 12),
  );
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on this machine: it takes every push, answering each address's status (201
 * unless set), and keeps what it was sent.
 */
export async function startPushService(): Promise<{
  received: ReceivedPush[];
  statusOf: Map<string, number>;
  /** A new address of this service for one browser. */
  address(): string;
  close(): Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusOf.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    statusOf,
    address: () => `http://127.0.0.1:${port}/push/${randomUUID()}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Signs a browser in for the client's user, with that user's public token. */
export async function subscribe(
  client: Client,
  deviceToken: string,
  browser: FakeBrowser = fakeBrowser(),
): Promise<FakeBrowser> {
  const me = await client.get('/api/user/me');
  const res = await client.post('/api/web-push-notifications/signin', {
    device_token: deviceToken,
    notification_token: browser.notificationToken,
    os_type: 'web',
    user_public_token: me.json<{ user: CurrentUser }>().user.public_token,
  });
  if (res.statusCode !== 200) throw new Error(`push sign-in failed: ${res.body}`);
  return browser;
}
