import type { TFunction } from 'i18next';
import { INVOICE_MESSAGES } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';

const KNOWN = Object.entries(INVOICE_MESSAGES) as Array<[keyof typeof INVOICE_MESSAGES, string]>;

/**
 * A message of the invoicing rules in the reader's language. A conflict says what exactly
 * happened (a number taken, work invoiced meanwhile, an invoice cancelled already), so it is
 * shown as the server words it rather than as a generic conflict.
 */
export function invoiceErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return errorMessage(error, t);
  const known = KNOWN.find(([, message]) => message === error.message);
  if (known) return t(`invoicing.messages.${known[0]}`);
  return error.status === 409 ? error.message : errorMessage(error, t);
}

/** A field's message from the server, in the reader's language when it is a rule's message. */
export function invoiceFieldMessage(messages: string | undefined, t: TFunction) {
  if (messages === undefined) return undefined;
  const known = KNOWN.find(([, message]) => message === messages);
  return known ? t(`invoicing.messages.${known[0]}`) : messages;
}
