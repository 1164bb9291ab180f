import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.ts';

describe('isUniqueViolation', () => {
  it('finds the violation on the error or what it wraps', () => {
    const driver = { code: '23505', constraint: 'users_email_key' };
    expect(isUniqueViolation(driver)).toBe(true);
    expect(isUniqueViolation({ message: 'query failed', cause: driver }, 'users_email_key')).toBe(
      true,
    );
    expect(isUniqueViolation({ cause: driver }, 'users_mention_key_key')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
