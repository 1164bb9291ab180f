/** A mention key from a name: lower-case ASCII letters and digits, as typed after an @. */
export function mentionKeyBase(fullname: string): string {
  const base = fullname
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 30);
  return base || 'user';
}
