import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for links, sessions and API keys (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this hash; they are random, so a fast hash is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
