// sharp (a native library) loads with the first picture, not with the server: most requests and
// most test files never make a preview.
const loadSharp = async () => (await import('sharp')).default;

/** The sizes a picture is shown in: a thumbnail for lists and cards, a preview for the viewer. */
export const PREVIEW_SIZES = { thumb: 320, preview: 1600 } as const;
export type PreviewSize = keyof typeof PREVIEW_SIZES;

/** Pictures larger than this (in pixels) are not opened: a small file can unpack to a huge one. */
const MAX_PIXELS = 60_000_000;

export interface Rendered {
  size: PreviewSize;
  data: Buffer;
  mime: string;
  width: number;
  height: number;
}

/**
 * The picture's size and its previews as WebP, turned upright by its EXIF orientation, metadata
 * left out; null when the content is not a picture sharp can read within the limits.
 */
export async function renderPreviews(
  content: Buffer,
): Promise<{ width: number; height: number; previews: Rendered[] } | null> {
  try {
    const sharp = await loadSharp();
    const image = sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    const upright = (meta.orientation ?? 1) >= 5;
    const width = upright ? meta.height : meta.width;
    const height = upright ? meta.width : meta.height;
    const previews: Rendered[] = [];
    for (const [size, box] of Object.entries(PREVIEW_SIZES) as [PreviewSize, number][]) {
      const { data, info } = await image
        .clone()
        .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      previews.push({ size, data, mime: 'image/webp', width: info.width, height: info.height });
    }
    return { width, height, previews };
  } catch {
    return null;
  }
}

/** The side of a person's photo, in pixels. */
export const AVATAR_SIZE = 256;

/**
 * A picture made a person's photo: upright, cut to a square around its middle, WebP without
 * metadata; null when it is not a picture sharp can read within the limits.
 */
export async function renderAvatar(content: Buffer): Promise<Buffer | null> {
  try {
    const sharp = await loadSharp();
    return await sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
