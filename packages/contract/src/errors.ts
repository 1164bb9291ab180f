import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Field name to messages, as the spec's `errors.validation`. */
export const validationErrorsSchema = z.record(z.string(), z.array(z.string()));
export type ValidationErrors = z.infer<typeof validationErrorsSchema>;

/** The body of a refused action that a role disallows (document 2, section 8). */
export const disallowedActionDataSchema = z.object({
  id: z.number().int().min(1).max(7),
  action: z.string(),
  owner: z.object({ id: z.number(), fullname: z.string() }),
});
export type DisallowedActionData = z.infer<typeof disallowedActionDataSchema>;

/** Every error answer: a message for people, a code for programs, and details by kind. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  errors: z.object({ validation: validationErrorsSchema }).optional(),
  data: disallowedActionDataSchema.optional(),
  title: z.string().optional(),
  checkoutUrl: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
