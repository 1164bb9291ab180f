import type { TFunction } from 'i18next';
import type { DisallowedActionData } from '@tandem/contract';
import { ApiError } from '../lib/api-client.ts';

/** A message for a failed request in the user's language: by error code when we know it. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'DISALLOWED_ACTION' && error.body.data)
      return disallowedMessage(error.body.data, t);
    const key = `errors.${error.code}`;
    const translated = t(key);
    return translated === key ? error.message : translated;
  }
  return t('errors.INTERNAL');
}

/**
 * Why a role stops the user, and whom to ask: the project owner, named in the refusal
 * (document 2, section 8) or by the project the page shows.
 */
export function disallowedMessage(
  data: Pick<DisallowedActionData, 'action' | 'owner'>,
  t: TFunction,
): string {
  return t('roles.denied', {
    owner: data.owner.fullname,
    action: t(`roles.actionVerbs.${data.action}`),
  });
}

/** The server's messages for one field of a failed form (and its items, `field.0`), if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const messages = Object.entries(error.validation)
    .filter(([name]) => name === field || name.startsWith(`${field}.`))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? messages.join(' ') : undefined;
}
