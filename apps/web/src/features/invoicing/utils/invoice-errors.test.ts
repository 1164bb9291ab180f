import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { INVOICE_MESSAGES } from '@tandem/contract/browser';
import { ApiError } from '../../../lib/api-client.ts';
import { invoiceErrorMessage, invoiceFieldMessage } from './invoice-errors.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('invoiceErrorMessage', () => {
  it('translates the rules’ messages and keeps other conflicts’ own words', () => {
    const taken = new ApiError(409, { message: INVOICE_MESSAGES.numberTaken, code: 'CONFLICT' });
    expect(invoiceErrorMessage(taken, t)).toBe('«invoicing.messages.numberTaken»');
    const other = new ApiError(409, { message: 'Something particular.', code: 'CONFLICT' });
    expect(invoiceErrorMessage(other, t)).toBe('Something particular.');
    expect(invoiceFieldMessage(INVOICE_MESSAGES.supplierMissing, t)).toBe(
      '«invoicing.messages.supplierMissing»',
    );
    expect(invoiceFieldMessage('The IBAN is not valid.', t)).toBe('The IBAN is not valid.');
  });
});
