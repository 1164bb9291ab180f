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

/**
 * A move within an ordered list: right before one item of the same list, or right after one;
 * exactly one of them, besides what says which item moves (`shape`).
 */
export function placedBody<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, before_id: idSchema.optional(), after_id: idSchema.optional() })
    .refine(
      (body) => {
        const b = body as { before_id?: number; after_id?: number };
        return (b.before_id === undefined) !== (b.after_id === undefined);
      },
      {
        message: 'Give either before_id or after_id.',
        path: ['before_id'],
      },
    );
}
