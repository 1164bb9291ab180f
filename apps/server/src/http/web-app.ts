import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './api-paths.ts';

/** Files under /assets/ carry a hash of their content in their name: they never change. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The types of the text files the build compresses. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A hashed text asset's compressed copies, held in memory. */
interface KeptAsset {
  type: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The compressed copies of the hashed text assets (about 4 MB for the whole app): a first visit
 * loads a hundred of them, and sending a buffer costs the server a fraction of opening, checking
 * and streaming a file each time. A file without a compressed copy is left to the file server.
 */
function keepAssets(root: string): Map<string, KeptAsset> {
  const dir = resolve(root, 'assets');
  const kept = new Map<string, KeptAsset>();
  if (!existsSync(dir)) return kept;
  const names = new Set(readdirSync(dir));
  for (const name of names) {
    const type = TEXT_TYPES[extname(name)];
    if (!type) continue;
    const copy = (suffix: string) =>
      names.has(name + suffix) ? readFileSync(resolve(dir, name + suffix)) : undefined;
    const asset: KeptAsset = { type, br: copy('.br'), gzip: copy('.gz') };
    if (asset.br || asset.gzip) kept.set(`/assets/${name}`, asset);
  }
  return kept;
}

/** The encodings the request accepts (a q of 0 refuses one). */
function accepted(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'] ?? '';
  const names = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/**
 * Answers the hashed text assets from memory, in the smallest copy the browser accepts. Registered
 * before the session is read: an asset needs no one's session, and a first visit asks for a
 * hundred of them.
 */
export function registerKeptAssets(app: FastifyInstance, webDist: string): void {
  const root = webDist ? resolve(webDist) : '';
  if (!root || !existsSync(resolve(root, 'index.html'))) return;
  const assets = keepAssets(root);
  app.addHook('onRequest', async (request, reply) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !request.url.startsWith('/assets/')
    )
      return;
    const asset = assets.get(request.url.split('?')[0] ?? '');
    if (!asset) return;
    const encodings = accepted(request);
    const [encoding, body] =
      asset.br && encodings.has('br')
        ? ['br', asset.br]
        : asset.gzip && encodings.has('gzip')
          ? ['gzip', asset.gzip]
          : [];
    if (!encoding || !body) return;
    return reply
      .header('content-type', asset.type)
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .send(body);
  });
}

/**
 * Serves the built single-page app; every unknown page path gets its index page, while endpoint and
 * file paths (`isApiPath`) answer a JSON 404. A catch-all GET route rather than a not-found
 * handler, because the error handler has set that already.
 *
 * The build writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file; the browser gets
 * the smallest its `Accept-Encoding` allows (a hashed asset's from memory, `registerKeptAssets`).
 * Hashed assets are cached for a year; the page itself and the files with fixed names are checked
 * with the server each time.
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
