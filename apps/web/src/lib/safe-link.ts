const MAILTO = /^mailto:[^@\s/]+@[^@\s/]+\.[^@\s/]+$/i;
const TEL = /^tel:\+?[0-9()./\s-]{3,32}$/i;

/**
 * Whether a link may be clickable (document 1, validation): https addresses, mailto with a valid
 * address, and tel; nothing else, whatever its spelling.
 */
export function isSafeLink(url: string): boolean {
  const value = url.trim();
  if (MAILTO.test(value) || TEL.test(value)) return true;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}
