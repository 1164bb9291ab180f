import type { TFunction } from 'i18next';
import { ApiError } from '../lib/api-client.ts';

/** A message for a failed request in the user's language: by error code when we know it. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    const translated = t(key);
    return translated === key ? error.message : translated;
  }
  return t('errors.INTERNAL');
}

/** The server's message for one field of a failed form, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.validation[field]?.join(' ');
}
