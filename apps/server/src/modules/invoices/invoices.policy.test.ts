import { describe, expect, it } from 'vitest';
import { PROJECT_STATE } from '@tandem/contract';
import { NO_ACCESS } from '../../test/access-fixture.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { invoicePolicy } from './invoices.policy.ts';

const ACTOR = 7;
const OTHER = 8;
const base: ProjectAccess = NO_ACCESS;

const PRINCIPALS = {
  nonMember: base,
  worker: { ...base, isMember: true },
  limitedWorker: { ...base, isMember: true, tasklistsAcl: new Set([10]) },
  commander: { ...base, isMember: true, isCommander: true },
  owner: { ...base, isMember: true, isOwner: true },
  businessCaptain: { ...base, isBusinessCaptain: true },
  guest: { ...base, isMember: true, isGuest: true },
} satisfies Record<string, ProjectAccess>;
type Principal = keyof typeof PRINCIPALS;

/**
 * Columns: invoice the project's work; read someone else's invoice; read one's own; cancel an
 * issued invoice; cancel a cancelled one.
 */
function evaluate(a: ProjectAccess): string {
  return [
    invoicePolicy.invoice(a),
    invoicePolicy.read(a, { issuerId: OTHER }, ACTOR),
    invoicePolicy.read(a, { issuerId: ACTOR }, ACTOR),
    invoicePolicy.cancel(a, { state: 'issued' }),
    invoicePolicy.cancel(a, { state: 'cancelled' }),
  ]
    .map((allowed) => (allowed ? '1' : '0'))
    .join('');
}

const ACTIVE: Record<Principal, string> = {
  nonMember: '00100',
  worker: '00100',
  limitedWorker: '00100',
  commander: '11110',
  owner: '11110',
  businessCaptain: '11110',
  guest: '00100',
};

const TABLE: Record<'active' | 'archived' | 'deleted', Record<Principal, string>> = {
  active: ACTIVE,
  // Finished work is invoiced after the project is archived.
  archived: ACTIVE,
  // From the trash nobody invoices or cancels; the issuer still reads their own invoices.
  deleted: {
    nonMember: '00100',
    worker: '00100',
    limitedWorker: '00100',
    commander: '00100',
    owner: '00100',
    businessCaptain: '00100',
    guest: '00100',
  },
};

describe('the invoice policy', () => {
  for (const [state, rows] of Object.entries(TABLE))
    it(`decides who invoices a project's work, and reads and cancels its invoices, when ${state}`, () => {
      const stateId = PROJECT_STATE[state as keyof typeof TABLE];
      const actual = Object.fromEntries(
        Object.entries(PRINCIPALS).map(([who, access]) => [who, evaluate({ ...access, stateId })]),
      );
      expect(actual).toEqual(rows);
    });

  it('lets the issuer read an invoice whose project is gone, and nobody cancel it', () => {
    expect(invoicePolicy.read(null, { issuerId: ACTOR }, ACTOR)).toBe(true);
    expect(invoicePolicy.read(null, { issuerId: OTHER }, ACTOR)).toBe(false);
    expect(invoicePolicy.cancel(null, { state: 'issued' })).toBe(false);
  });
});
