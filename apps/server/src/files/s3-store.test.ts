import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from './s3-store.ts';
import type { FileStore } from './store.ts';
import type { TestApp } from '../test/harness.ts';
import { createTestApp } from '../test/harness.ts';
import { fileOf, png, upload } from '../test/file-helpers.ts';
import { projectWithWorker } from '../test/task-helpers.ts';

/**
 * The S3 path against a real S3-compatible server (s3rver, from npm) on this machine: the store on
 * its own, then the whole app keeping its files there.
 */
const BUCKET = 'tandem-files';
let server: S3rver;
let endpoint: string;
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('tandem-s3-'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const settings = () => ({
  bucket: BUCKET,
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  prefix: 'test/',
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file left on the local disk under a folder. */
const localFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('the S3 file store', () => {
  let store: FileStore;
  let local: string;
  beforeAll(() => {
    local = tempDir('tandem-s3-local-');
    store = createS3Store(settings(), local);
  });

  it('keeps a content under its hash, reads it back, tells its size and lets it go', async () => {
    const content = randomBytes(300_000);
    const stored = await store.put(Readable.from([content]), 1_000_000);
    expect(stored).toMatchObject({
      size: content.length,
      key: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await readAll(store.read(stored!.key))).equals(content)).toBe(true);
    expect(await store.size(stored!.key)).toBe(content.length);
    // Nothing stays on the local disk once the object is sent.
    expect(localFiles(local)).toEqual([]);
    const listed = async () => {
      const keys: string[] = [];
      for await (const { key, modified } of store.list()) {
        expect(modified).toBeInstanceOf(Date);
        keys.push(key);
      }
      return keys;
    };
    expect(await listed()).toContain(stored!.key);
    await store.remove(stored!.key);
    expect(await store.size(stored!.key)).toBeUndefined();
    expect(await listed()).not.toContain(stored!.key);
    await expect(readAll(store.read(stored!.key))).rejects.toThrow();
  });

  it('refuses a content over the limit and keeps nothing of it', async () => {
    const stored = await store.put(Readable.from([randomBytes(2000)]), 1000);
    expect(stored).toBeUndefined();
    expect(localFiles(local)).toEqual([]);
  });
});

describe('the app with its files in S3', () => {
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = tempDir('tandem-s3-app-');
    t = await createTestApp({
      env: {
        FILES_DIR: filesDir,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'app/',
      },
    });
  });
  afterAll(() => t.close());

  it('uploads a picture with its previews, shows and downloads it, all from the bucket', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const picture = await png(640, 480);
    const res = await upload(owner.client, { tid: task.id }, 'photo.png', picture);
    expect(res.statusCode, res.body).toBe(201);
    const file = fileOf(res);
    expect(file).toMatchObject({ mime_type: 'image/png', has_preview: true, width: 640 });
    const thumb = await owner.client.get(`/api/file/content?uuid=${file.uuid}&size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const download = await owner.client.get(`/api/file/download?uuid=${file.uuid}`);
    expect(download.rawPayload.equals(picture)).toBe(true);
    const zip = await owner.client.get(`/api/task-files/archive?uuid=${task.uuid}`);
    expect(zip.rawPayload.toString('latin1')).toContain('photo.png');
    expect(localFiles(filesDir)).toEqual([]);
  });
});
