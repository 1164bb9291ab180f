import { z } from 'zod';
import { LIMITS, LOCALES } from './limits.ts';
import { MESSAGES } from './error-codes.ts';

/** A database id as it travels in JSON and query strings. */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A trimmed, non-empty, bounded name. */
export const nameSchema = z
  .string()
  .trim()
  .min(1, 'The name must not be empty.')
  .max(LIMITS.nameMax, `The name can be at most ${LIMITS.nameMax} characters long.`);

export const emailSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .toLowerCase()
  .max(LIMITS.emailMax)
  .pipe(z.email('Enter a valid e-mail address.'));

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `The password must be at least ${LIMITS.passwordMin} characters long.`)
  .max(LIMITS.passwordMax, `The password can be at most ${LIMITS.passwordMax} characters long.`);

export const localeSchema = z.enum(LOCALES, { error: MESSAGES.languageNotSupported });

/** A person as shown beside an object (author, owner, worker). */
export const personSchema = z.object({ id: z.number(), fullname: z.string() });
export type Person = z.infer<typeof personSchema>;

/** A state as the spec sends it: the id and the state name. */
export const stateSchema = z.object({ id: z.number(), state: z.string() });

/** ISO 8601 date-time with offset. */
export const dateTimeSchema = z.string();

export const okSchema = z.object({ ok: z.literal(true) });
