import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './api-paths.ts';

/** Files under /assets/ carry a hash of their content in their name: they never change. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built single-page app; every unknown page path gets its index page, while endpoint and
 * file paths (`isApiPath`) answer a JSON 404. A catch-all GET route rather than a not-found
 * handler, because the error handler has set that already.
 *
 * The build writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file; the browser gets
 * the smallest its `Accept-Encoding` allows. Hashed assets are cached for a year; the page itself
 * and the files with fixed names are checked with the server each time.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = webDist ? resolve(webDist) : '';
  if (!root || !existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader(
        'cache-control',
        HASHED_ASSET.test(path) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
  app.get('/*', (request, reply) => {
    if (isApiPath(request.url)) {
      const path = request.url.split('?')[0] ?? '';
      return reply
        .status(404)
        .send({ message: `No endpoint ${request.method} ${path}.`, code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
