import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@tandem/contract/browser';

/** The page's start script, run as the browser runs it before the app's code. */
const script = readFileSync(resolve(import.meta.dirname, '../../public/start.js'), 'utf8');

/** Opens `path` with nobody or someone signed in; returns the addresses the script asked for. */
async function openAt(path: string, user: { id: number } | null) {
  window.history.pushState(null, '', path);
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    asked.push(url);
    return Promise.resolve(
      Response.json(url === ROUTES.auth.session.path ? { user } : {}, { status: 200 }),
    );
  });
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  runInThisContext(script);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.tandemEarlyAnswers;
  window.history.pushState(null, '', '/');
});

const session = ROUTES.auth.session.path;
const timeline = `${ROUTES.timeline.project.path}?pid=7`;
const board = `${ROUTES.taskBoard.board.path}?pid=7`;

describe('the start script', () => {
  it('asks who is signed in on every page, and keeps the answer for the app', async () => {
    expect(await openAt('/dashboard', { id: 1 })).toEqual([session]);
    expect(Object.keys(window.tandemEarlyAnswers ?? {})).toEqual([session]);
    expect(await openAt('/signin', null)).toEqual([session]);
  });

  it('asks for a project page’s largest answer once someone is signed in', async () => {
    expect(await openAt('/project/7/timeline', { id: 1 })).toEqual([session, timeline]);
    expect(Object.keys(window.tandemEarlyAnswers ?? {})).toEqual([session, timeline]);
    expect(await openAt('/project/7', { id: 1 })).toEqual([session, board]);
    expect(await openAt('/project/7/tasklists', { id: 1 })).toEqual([session, board]);
  });

  it('asks for nothing more on the overview, other sub-pages, or for nobody', async () => {
    expect(await openAt('/project/7?view=overview', { id: 1 })).toEqual([session]);
    expect(await openAt('/project/7/events', { id: 1 })).toEqual([session]);
    expect(await openAt('/project/7/timeline', null)).toEqual([session]);
  });

  it('sets the remembered colour scheme', async () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    await openAt('/signin', null);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    localStorage.removeItem('mantine-color-scheme-value');
  });
});
