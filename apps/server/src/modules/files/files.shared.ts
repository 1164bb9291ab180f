import type { DbOrTx } from '../../db/client.ts';
import type { FileStore } from '../../files/store.ts';
import { attachmentHeader } from '../../files/names.ts';
import { notFound } from '../../http/app-error.ts';
import { fileTaskTrashed, findFile, findPreview } from './files.repo.ts';
import type { Outgoing } from './files.service.ts';
import { outgoingInline } from './files.service.ts';

/** A file as a public link shows it: its name, type, size and whether it has a picture. */
export async function sharedFileFacts(db: DbOrTx, fileId: number) {
  const row = await findFile(db, { id: fileId });
  if (!row) return undefined;
  // A file of a task in the trash is out of sight like the task.
  const trashed = row.dateDeleted !== null || (await fileTaskTrashed(db, fileId));
  return {
    originalFilename: row.originalFilename,
    mimeType: row.mimeType,
    size: row.size,
    hasPreview: row.hasPreview,
    dateAdd: row.dateAdd,
    trashed,
    projectName: row.projectName,
  };
}

/**
 * A shared file's bytes for anyone with its link: its picture's preview to show, or the file as
 * an attachment (never shown inline from the app's origin).
 */
export async function sharedFileOut(
  db: DbOrTx,
  store: FileStore,
  fileId: number,
  preview: boolean,
): Promise<Outgoing> {
  const row = await findFile(db, { id: fileId });
  if (!row || row.dateDeleted !== null || (await fileTaskTrashed(db, fileId)))
    throw notFound('The shared file');
  if (preview) {
    const picture = await findPreview(db, row.id, 'preview');
    if (!picture) throw notFound('A picture of this file');
    return outgoingInline(store.read(picture.storageKey), picture.mimeType);
  }
  return {
    stream: store.read(row.storageKey),
    mime: 'application/octet-stream',
    length: row.size,
    headers: {
      'content-disposition': attachmentHeader(row.filename, row.originalFilename),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=0',
    },
  };
}
