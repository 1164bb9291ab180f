import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths.ts';

describe('isApiPath', () => {
  it.each([
    '/api',
    '/api/',
    '/api/anything',
    '/api/user/me?x=1',
    '/timetracking/api/menu',
    '/front/task/api/work-reports?tid=1',
    '/project/1/api',
    '/ws',
    '/ws/anything',
    '/settings/save-global',
    '/settings/save-global/?key=x',
    '/health',
    '/ready',
    '/assets/missing.js',
    '/favicon.ico',
    '/app.js?v=2',
  ])('%s is an endpoint or a file', (url) => {
    expect(isApiPath(url)).toBe(true);
  });

  it.each([
    '/',
    '/dashboard',
    '/project/1',
    '/timetracking',
    '/public/shared-link-view',
    '/public/abc',
    '/settings',
    '/settings/profile',
    '/apiary',
    '/wsx',
    '/healthy',
    '/reset-password?token=a.b',
    '/tasks/api-docs',
    '/v1.2/page',
  ])('%s is a page of the web app', (url) => {
    expect(isApiPath(url)).toBe(false);
  });
});
