import type { CommentFile, TandemFile } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';

/**
 * Query keys of files, defined once (shared: a comment's files show among its task's too).
 */
export const fileKeys = {
  all: ['files'] as const,
  task: (taskId: number) => ['files', 'task', taskId] as const,
  project: (projectId: number) => ['files', 'project', projectId] as const,
  notes: ['files', 'note'] as const,
  note: (noteId: number) => ['files', 'note', noteId] as const,
  detail: (uuid: string) => ['files', 'detail', uuid] as const,
};

/** A size in bytes as people read it: 512 B, 1.2 kB, 3.4 MB, in the page's language. */
export function formatSize(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** Where a picture's thumbnail is shown; null for anything without one. */
/** What the addresses of a file need: its uuid, and whether it has previews. */
type FileRef = Pick<TandemFile | CommentFile, 'uuid' | 'has_preview'>;

export const thumbnailUrl = (file: FileRef): string | null =>
  file.has_preview ? `${ROUTES.files.content.path}?uuid=${file.uuid}&size=thumb` : null;

/** Where a picture's larger preview is shown; null for anything without one. */
export const previewUrl = (file: FileRef): string | null =>
  file.has_preview ? `${ROUTES.files.content.path}?uuid=${file.uuid}&size=preview` : null;

export const downloadUrl = (file: Pick<TandemFile, 'uuid'>): string =>
  `${ROUTES.files.download.path}?uuid=${file.uuid}`;
