import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What was written: the content's key (its SHA-256), its size and its first bytes. */
export interface Stored {
  key: string;
  size: number;
  /** Up to `HEAD_BYTES` of the start, for telling the content's type. */
  head: Buffer;
}

/** The bytes kept for telling a content's type (enough for every signature the sniffer knows). */
export const HEAD_BYTES = 4100;

/**
 * Where file contents live, by content: the key is the SHA-256 of the bytes, so the same content
 * is kept once and a key never comes from anything a person typed.
 */
export interface FileStore {
  /** Writes a stream; answers undefined (and keeps nothing) when it grew past `maxBytes`. */
  put(content: Readable, maxBytes: number): Promise<Stored | undefined>;
  /** Writes bytes at hand (thumbnails, previews). */
  putBuffer(content: Buffer): Promise<Stored>;
  read(key: string): Readable;
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
  /** Every content kept, with when it was written (for letting go of what nothing keeps). */
  list(): AsyncIterable<{ key: string; modified: Date }>;
  /** Where a content is on the local disk (a disk store's own; others have none). */
  pathOf(key: string): string;
}

/** What a content key looks like: a SHA-256 in hex, never anything a person typed. */
export const CONTENT_KEY = /^[0-9a-f]{64}$/;

/** Counts, hashes and keeps the head of what passes; stops the stream past the limit. */
function measure(maxBytes: number) {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let head = 0;
  let size = 0;
  let tooLarge = false;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        tooLarge = true;
        done(new Error('too large'));
        return;
      }
      hash.update(chunk);
      if (head < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - head));
        head += Math.min(chunk.length, HEAD_BYTES - head);
      }
      done(null, chunk);
    },
  });
  return {
    transform,
    tooLarge: () => tooLarge,
    result: (): Stored => ({ key: hash.digest('hex'), size, head: Buffer.concat(chunks) }),
  };
}

/** Contents on the local disk under `root`, spread over folders by the key's first bytes. */
export function createDiskStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!CONTENT_KEY.test(key)) throw new Error('Not a content key.');
    return join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
  const incoming = join(root, 'incoming');

  async function settle(temporary: string, stored: Stored): Promise<Stored> {
    const target = pathOf(stored.key);
    await mkdir(join(target, '..'), { recursive: true });
    // The same content may be there already: either copy is the same bytes.
    await rename(temporary, target);
    return stored;
  }

  return {
    async put(content, maxBytes) {
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomUUID());
      const meter = measure(maxBytes);
      try {
        await pipeline(content, meter.transform, createWriteStream(temporary));
      } catch (error) {
        await rm(temporary, { force: true });
        if (meter.tooLarge()) return undefined;
        throw error;
      }
      return settle(temporary, meter.result());
    },
    async putBuffer(content) {
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomUUID());
      const meter = measure(Number.MAX_SAFE_INTEGER);
      await pipeline(Readable.from([content]), meter.transform, createWriteStream(temporary));
      return settle(temporary, meter.result());
    },
    read: (key) => createReadStream(pathOf(key)),
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return undefined;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    async *list() {
      for (const first of await entries(root)) {
        if (!/^[0-9a-f]{2}$/.test(first)) continue;
        for (const second of await entries(join(root, first)))
          for (const key of await entries(join(root, first, second))) {
            if (!CONTENT_KEY.test(key)) continue;
            const info = await stat(pathOf(key)).catch(() => undefined);
            if (info) yield { key, modified: info.mtime };
          }
      }
    },
    pathOf,
  };
}

/** The names in a folder; none when it is not there. */
async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}
