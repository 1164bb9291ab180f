import type { TFunction } from 'i18next';
import { errorMessage } from '../../../components/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A failed time-tracking call in words for the user: what a conflict means for this action
 * (`conflict`, a text key), else the server's messages about the values sent, else by its code.
 */
export function workErrorMessage(error: unknown, t: TFunction, conflict?: string): string {
  if (error instanceof ApiError) {
    if (error.status === 409 && conflict) return t(conflict);
    const messages = Object.values(error.validation).flat();
    if (messages.length > 0) return messages.join(' ');
    if (error.status === 400 && error.message) return error.message;
  }
  return errorMessage(error, t);
}

/**
 * What a form says below its fields about a refusal: nothing when the server named the fields
 * (each says its own), else the reason in words.
 */
export function formErrorMessage(error: unknown, t: TFunction, conflict?: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && Object.keys(error.validation).length > 0) return null;
  return workErrorMessage(error, t, conflict);
}
