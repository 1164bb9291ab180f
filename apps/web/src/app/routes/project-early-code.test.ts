import { afterEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ timeline: 0 }));
vi.mock('./project-timeline-route.tsx', () => {
  loads.timeline += 1;
  return {};
});

/** The module as loaded by an app opened at `path`. */
async function openedAt(path: string) {
  window.history.pushState(null, '', path);
  vi.resetModules();
  loads.timeline = 0;
  const early = await import('./project-early-code.ts');
  return (params: Record<string, string>, at = path) =>
    early.loadProjectCodeEarly(params, new URL(at, window.location.origin));
}

/** Lets the dynamic imports the module started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  window.history.pushState(null, '', '/');
});

describe('the code a project page loads ahead', () => {
  it('is the timeline’s on the timeline, once, for the address the app was opened at', async () => {
    const load = await openedAt('/project/7/timeline');
    load({ projectId: '7', section: 'timeline' });
    load({ projectId: '7', section: 'timeline' });
    await settle();
    expect(loads.timeline).toBe(1);
  });

  it('is nothing on the tasks page or for another address', async () => {
    const tasks = await openedAt('/project/7');
    tasks({ projectId: '7' });
    const elsewhere = await openedAt('/dashboard');
    elsewhere({ projectId: '7', section: 'timeline' }, '/project/7/timeline');
    await settle();
    expect(loads.timeline).toBe(0);
  });
});
