import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./project-timeline-route.tsx', () => ({}));

const realFetch = globalThis.fetch;

/** The module as loaded by an app opened at `path`, with the addresses it asks for. */
async function openedAt(path: string) {
  window.history.pushState(null, '', path);
  vi.resetModules();
  const asked: string[] = [];
  globalThis.fetch = (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(Response.json({}, { status: 200 }));
  };
  const early = await import('./project-early-answer.ts');
  const ask = (params: Record<string, string>, at = path) =>
    early.askProjectAnswerEarly(params, new URL(at, window.location.origin));
  return { asked, ask };
}

afterEach(() => {
  globalThis.fetch = realFetch;
  window.history.pushState(null, '', '/');
});

describe('the answer a project page asks for ahead of its code', () => {
  it('is the timeline on the timeline, once, for the address the app was opened at', async () => {
    const { asked, ask } = await openedAt('/project/7/timeline');
    ask({ projectId: '7', section: 'timeline' });
    ask({ projectId: '7', section: 'timeline' });
    expect(asked).toEqual(['/api/timeline/get-timeline-data?pid=7']);
  });

  it('is the board on the tasks page, and nothing on the overview or another address', async () => {
    const tasks = await openedAt('/project/7');
    tasks.ask({ projectId: '7' });
    expect(tasks.asked).toEqual(['/api/tasks/board?pid=7']);

    const overview = await openedAt('/project/7?view=overview');
    overview.ask({ projectId: '7' });
    expect(overview.asked).toEqual([]);

    const elsewhere = await openedAt('/dashboard');
    elsewhere.ask({ projectId: '7' }, '/project/7');
    expect(elsewhere.asked).toEqual([]);
  });
});
