import { describe, expect, it } from 'vitest';
import { bodyClassFor } from '../layout/body-class.ts';
import { safeNext } from '../../features/auth/components/sign-in-page.tsx';
import { parseRouteId } from './parse-route-id.ts';

describe('route helpers', () => {
  it('accepts only numeric ids', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('abc')).toBeNull();
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('12abc')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
  });

  it('sets a body class by the first path segment', () => {
    expect(bodyClassFor('/project/12/calendar')).toBe('page-project');
    expect(bodyClassFor('/')).toBe('page-dashboard');
  });

  it('returns after sign-in only to a path of this app', () => {
    expect(safeNext('/project/1')).toBe('/project/1');
    expect(safeNext('//evil.example')).toBe('/dashboard');
    expect(safeNext('https://evil.example')).toBe('/dashboard');
    expect(safeNext(null)).toBe('/dashboard');
  });
});
