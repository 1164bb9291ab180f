import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore } from './store.ts';
import { createDiskStore, CONTENT_KEY } from './store.ts';

/** Where an S3-compatible object storage is, and the bucket the files go to. */
export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Buckets addressed by path (`endpoint/bucket/key`), as most self-hosted servers want. */
  forcePathStyle: boolean;
  /** A prefix of every object's name. */
  prefix: string;
}

/**
 * Contents in S3-compatible object storage, by content as on the disk. An upload is measured and
 * hashed into a local file first (its key is its hash, known only at the end), then sent as one
 * object of known length; nothing is held in memory.
 */
export function createS3Store(settings: S3Settings, localDir: string): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the protocol asks for them: many S3-compatible servers do not read
    // the chunked uploads with trailing checksums that the SDK would otherwise send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  // Uploads in progress are measured on the local disk, then sent and let go.
  const staging = createDiskStore(localDir);
  const objectOf = (key: string) => {
    if (!CONTENT_KEY.test(key)) throw new Error('Not a content key.');
    return `${settings.prefix}${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
  };

  async function send(key: string, size: number, body: Readable | Buffer) {
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: objectOf(key),
        Body: body,
        ContentLength: size,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  return {
    async put(content, maxBytes) {
      const stored = await staging.put(content, maxBytes);
      if (!stored) return undefined;
      const local = staging.pathOf(stored.key);
      try {
        await send(stored.key, stored.size, createReadStream(local));
      } finally {
        await rm(local, { force: true });
      }
      return stored;
    },
    async putBuffer(content) {
      const stored = await staging.putBuffer(content);
      await rm(staging.pathOf(stored.key), { force: true });
      await send(stored.key, stored.size, content);
      return stored;
    },
    read(key) {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectOf(key) }))
        .then((answer) => {
          const body = answer.Body as Readable | undefined;
          if (!body) throw new Error('The object has no body.');
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async size(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: settings.bucket, Key: objectOf(key) }),
        );
        return head.ContentLength;
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectOf(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: settings.prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.split('/').at(-1) ?? '';
          if (CONTENT_KEY.test(key) && object.Key === objectOf(key))
            yield { key, modified: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    pathOf: () => {
      throw new Error('Objects in S3 have no local path.');
    },
  };
}
