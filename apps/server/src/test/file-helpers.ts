import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TandemFile } from '@tandem/contract';
import type { Client } from './harness.ts';
import { XHR } from './harness.ts';

/** A multipart body with one file in `field`. */
export function multipartBody(
  filename: string,
  content: Buffer,
  field = 'file',
  type = 'application/octet-stream',
) {
  const boundary = `----tandem${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { ...XHR, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file to a task (or, with `pid`, to a project) and answers the response. */
export function upload(
  client: Client,
  where: { tid: number } | { pid: number } | { note: number } | { comment: string },
  filename: string,
  content: Buffer,
  options: { field?: string; type?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(filename, content, options.field, options.type);
  const url =
    'tid' in where
      ? `/api/task-files/upload?tid=${where.tid}`
      : 'pid' in where
        ? `/api/project-files/upload?pid=${where.pid}`
        : 'note' in where
          ? `/api/note-files/upload?id=${where.note}`
          : `/public/comment-files/upload?uuid=${where.comment}`;
  return client.request('POST', url, payload, headers);
}

export const fileOf = (res: LightMyRequestResponse) => res.json<{ file: TandemFile }>().file;

/** A PNG picture of the given size. */
export function png(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}
