/** Raster images shown in the page as they are (never SVG: it can carry script). */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/** Images a preview is made of. */
export const PREVIEWABLE_TYPES: ReadonlySet<string> = new Set([
  ...INLINE_IMAGE_TYPES,
  'image/tiff',
  'image/heic',
  'image/heif',
]);

/**
 * The type of a content, told from its bytes alone (what the uploader claims is never believed).
 * Text of any kind (HTML, SVG, scripts) has no signature and is kept as a plain download.
 */
export async function sniffType(head: Buffer): Promise<{ mime: string; ext: string | null }> {
  // Loaded with the first upload, not with the server.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (!found) return { mime: 'application/octet-stream', ext: null };
  // An XML-based type is text a browser may run: it is never given a type a browser would show.
  if (found.mime === 'image/svg+xml' || found.mime.includes('xml') || found.mime === 'text/html')
    return { mime: 'application/octet-stream', ext: null };
  return { mime: found.mime, ext: found.ext };
}
