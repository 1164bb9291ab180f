import { describe, expect, it } from 'vitest';
import { isSafeLink } from './safe-link.ts';

describe('isSafeLink', () => {
  it.each(['https://example.test/path?q=1', 'mailto:ann@example.test', 'tel:+420 123 456 789'])(
    'lets %s be a link',
    (url) => expect(isSafeLink(url)).toBe(true),
  );

  it.each([
    'http://example.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'mailto:not-an-address',
    'tel:call me',
    '//example.test',
    'https://',
    'example.test',
  ])('refuses %s', (url) => expect(isSafeLink(url)).toBe(false));
});
