import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@tandem/contract';

/** What Node's HTTP parser refuses before Fastify sees a request, in the catalogue's shape. */
function answerFor(code: string | undefined): { status: number; body: ErrorBody } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: {
          message: 'The request line or its headers are too long.',
          code: 'HEADERS_TOO_LARGE',
        },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        body: { message: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' },
      };
    default:
      return {
        status: 400,
        body: { message: 'The request is not valid HTTP.', code: 'BAD_REQUEST' },
      };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (headers over the size limit, a
 * broken request line, a timeout) still gets an answer in the error shape, then the socket closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = answerFor(error.code);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
