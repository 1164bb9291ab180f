import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { FileStore } from './store.ts';
import { createDiskStore } from './store.ts';

/**
 * The file store the configuration asks for: S3-compatible object storage when `S3_BUCKET` is
 * set, else the disk under FILES_DIR (DATA_DIR/files by default), which S3 also stages uploads in.
 */
export async function fileStoreOf(config: Config): Promise<FileStore> {
  const local = config.FILES_DIR ?? join(config.DATA_DIR, 'files');
  if (!config.S3_BUCKET) return createDiskStore(local);
  // The S3 client loads only where it is used.
  const { createS3Store } = await import('./s3-store.ts');
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
