import type { DisallowedActionData, ErrorCode, ValidationErrors } from '@tandem/contract';
import { MESSAGES } from '@tandem/contract';

/** An error meant for the client: its status, code and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      validation?: ValidationErrors;
      data?: DisallowedActionData;
      /** Seconds until a refused request may be made again (sent as Retry-After). */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'The item') =>
  new AppError(404, 'NOT_FOUND', `${what} does not exist or you do not have access to it.`);

export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, 'FORBIDDEN', message);

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue.');

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** A 400 in the spec's validation shape for one or more fields. */
export const validationFailed = (validation: ValidationErrors) =>
  new AppError(400, 'VALIDATION_FAILED', Object.values(validation).flat().join('\n'), {
    validation,
  });

export const disallowedAction = (data: DisallowedActionData) =>
  new AppError(403, 'DISALLOWED_ACTION', MESSAGES.disallowedAction, { data });
