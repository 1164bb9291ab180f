import { extname } from 'node:path';

const MAX_NAME = 200;

/**
 * A file's name as people see it: the last part of what was sent (no folders), without control
 * characters, whitespace collapsed, at most 200 characters; "file" when nothing is left.
 */
export function displayName(sent: string): string {
  const last = sent.split(/[/\\]/).pop() ?? '';
  const clean = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...clean].slice(0, MAX_NAME).join('') || 'file';
}

/** The extension a file is known by: the sniffed one, else the name's own (letters and digits). */
export function extensionOf(name: string, sniffed: string | null): string {
  if (sniffed) return sniffed;
  const ext = extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/**
 * The name a file is stored and served under: letters, digits, dot, underscore and hyphen only
 * (the spec's rule for file names), with its extension.
 */
export function storedName(display: string, extension: string): string {
  const base = display
    .slice(0, display.length - extname(display).length || undefined)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 100);
  return `${base || 'file'}${extension ? `.${extension}` : ''}`;
}

/** A Content-Disposition header for a download: the safe name, and the real one encoded. */
export function attachmentHeader(stored: string, display: string): string {
  return `attachment; filename="${stored}"; filename*=UTF-8''${encodeURIComponent(display)}`;
}
