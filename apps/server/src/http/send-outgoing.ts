import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A body streamed out with its type, length and headers (a file, a picture, a zip). */
export interface Outgoing {
  stream: Readable;
  mime: string;
  length?: number;
  headers: Record<string, string>;
}

/** Sends a streamed body: its headers, type and length, then the stream. */
export function sendOutgoing(reply: FastifyReply, out: Outgoing) {
  void reply.headers(out.headers).type(out.mime);
  if (out.length !== undefined) void reply.header('content-length', String(out.length));
  return out.stream;
}
