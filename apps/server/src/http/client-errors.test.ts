import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@tandem/contract';
import type { TestApp } from '../test/harness.ts';
import { createTestApp } from '../test/harness.ts';

/**
 * Answers given by the layers under the endpoints (Node's parser, Fastify's limits, the socket
 * route), over a real connection: each in the error shape, with a code of the catalogue.
 */
let test: TestApp;
let port = 0;
beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  port = (test.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await test?.close();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(request: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

const expectErrorShape = (body: string) => {
  const parsed = JSON.parse(body) as { message: unknown; code: unknown };
  expect(typeof parsed.message).toBe('string');
  expect(ERROR_CODES).toContain(parsed.code);
  return parsed;
};

describe('answers from below the endpoints', () => {
  it('headers over the limit: 431 in the error shape', async () => {
    const res = await raw(
      `GET /api/projects/list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(expectErrorShape(res.body).code).toBe('HEADERS_TOO_LARGE');
  });

  it('a WebSocket upgrade without a valid key: 400 in the error shape', async () => {
    const res = await raw(
      'GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/^application\/json/);
    expect(expectErrorShape(res.body).code).toBe('BAD_REQUEST');
  });

  it('a request that is not HTTP: 400 in the error shape', async () => {
    const res = await raw('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).code).toBe('BAD_REQUEST');
  });

  it.each([
    [
      'a body over the limit',
      'POST',
      '/api/auth/signin',
      'application/json',
      `{"email":"${'a'.repeat(2_000_000)}"}`,
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a body that is not JSON',
      'POST',
      '/api/auth/signin',
      'text/plain',
      'hello',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['an unknown endpoint', 'GET', '/api/nothing-here', '', '', 404, 'NOT_FOUND'],
    ['the socket route without an upgrade', 'GET', '/ws', '', '', 426, 'BAD_REQUEST'],
  ])('%s: %s %s', async (_what, method, url, type, body, status, code) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(type ? { 'content-type': type } : {}) },
      ...(body ? { body } : {}),
    });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(expectErrorShape(await res.text()).code).toBe(code);
  });
});
