import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './tokens.ts';

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

let decoy: Promise<string> | undefined;

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: async (hashed, password) => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  },
};

/**
 * Spends as long as a real check, for an e-mail that has no account, so that an unknown e-mail
 * cannot be told from a wrong password by timing.
 */
export async function verifyDecoy(hasher: PasswordHasher, password: string): Promise<false> {
  decoy ??= hasher.hash(randomToken());
  await hasher.verify(await decoy, password);
  return false;
}
