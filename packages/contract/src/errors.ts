import { z } from 'zod';

/** Stable machine codes beside every error message. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'CSRF_HEADER_MISSING',
  'NOT_FOUND',
  'FORBIDDEN',
  'DISALLOWED_ACTION',
  'CONFLICT',
  'EMAIL_TAKEN',
  'RESET_TOKEN_INVALID',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'PLAN_LIMIT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
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

/** Messages the spec spells out; the server uses these words exactly. */
export const MESSAGES = {
  languageNotSupported: 'The language is not supported',
  searchTooShort: 'Search query must be at least 2 characters long.',
  disallowedAction: 'disallowed_action',
  unexpectedNullish: 'Unexpected nullish response was received.',
} as const;
