import { constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go out as they are: the headers would outweigh the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers that are made per request (JSON, CSV, XML) for browsers that accept it:
 * Brotli at quality 4 or gzip at level 4, which cost about half a millisecond for a 150 KB board
 * and take it to a tenth of its size. The built web app's files are compressed once at build time
 * and sent as they are (`web-app.ts`), so they are not compressed again here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 4 },
  });
}
