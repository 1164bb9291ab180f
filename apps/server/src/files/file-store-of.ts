import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createS3Store } from './s3-store.ts';
import type { FileStore } from './store.ts';
import { createDiskStore } from './store.ts';

/**
 * The file store the configuration asks for: S3-compatible object storage when `S3_BUCKET` is
 * set, else the disk under FILES_DIR (DATA_DIR/files by default), which S3 also stages uploads in.
 */
export function fileStoreOf(config: Config): FileStore {
  const local = config.FILES_DIR ?? join(config.DATA_DIR, 'files');
  if (!config.S3_BUCKET) return createDiskStore(local);
  return createS3Store(
    {
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    },
    local,
  );
}
