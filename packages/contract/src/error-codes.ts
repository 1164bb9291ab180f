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
  'INVITATION_PENDING',
  'INVITATION_INVALID',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'BAD_REQUEST',
  'UNSUPPORTED_MEDIA_TYPE',
  'PLAN_LIMIT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

/** Messages the spec spells out; the server uses these words exactly. */
export const MESSAGES = {
  languageNotSupported: 'The language is not supported',
  searchTooShort: 'Search query must be at least 2 characters long.',
  disallowedAction: 'disallowed_action',
  unexpectedNullish: 'Unexpected nullish response was received.',
  textCharacters:
    'The text contains a character that is not allowed (a control character or a broken one).',
} as const;
