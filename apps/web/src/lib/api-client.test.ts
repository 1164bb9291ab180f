import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@tandem/contract/browser';

// The client's own copy: calls that earlier test files of the worker left unanswered would count.
vi.resetModules();
const { ApiError, call, inFlightCount, whenIdle } = await import('./api-client.ts');
const { setAppNavigate } = await import('./global-errors.ts');
const { initI18n } = await import('./i18n.ts');

/** A fetch whose answers the test releases one by one. */
function heldFetch() {
  const releases: Array<() => void> = [];
  globalThis.fetch = () =>
    new Promise<Response>((resolve) =>
      releases.push(() => resolve(Response.json({ id: 1 }, { status: 200 }))),
    );
  return releases;
}

afterEach(() => vi.restoreAllMocks());

describe('the in-flight request counter', () => {
  it('is idle at once when nothing runs, and says so on window for browser tests', async () => {
    expect(inFlightCount()).toBe(0);
    await expect(whenIdle()).resolves.toBeUndefined();
    expect(window.__tandemIdle).toBe(whenIdle);
  });

  it('resolves after the last running call finishes', async () => {
    const releases = heldFetch();
    const first = call(ROUTES.auth.session, {});
    const second = call(ROUTES.auth.session, {});
    expect(inFlightCount()).toBe(2);
    let idle = false;
    void whenIdle().then(() => (idle = true));

    releases[0]!();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toBe(false);

    releases[1]!();
    await second;
    await vi.waitFor(() => expect(idle).toBe(true));
    expect(inFlightCount()).toBe(0);
  });

  it('counts failed calls out too', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    await expect(call(ROUTES.auth.session, {})).rejects.toBeInstanceOf(ApiError);
    expect(inFlightCount()).toBe(0);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});

describe('an answer the start script asked for', () => {
  afterEach(() => {
    delete window.tandemEarlyAnswers;
  });

  it('is taken by the first call of the same address, once; another address asks itself', async () => {
    const asked: string[] = [];
    globalThis.fetch = (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json({ tasklists: [] }, { status: 200 }));
    };
    window.tandemEarlyAnswers = {
      '/api/tasklists/list?pid=7': Promise.resolve(Response.json({ tasklists: ['early'] })),
    };
    await expect(call(ROUTES.tasklists.list, { query: { pid: 7 } })).resolves.toEqual({
      tasklists: ['early'],
    });
    expect(asked).toEqual([]);
    // Taken once: the next call asks the server.
    await call(ROUTES.tasklists.list, { query: { pid: 7 } });
    await call(ROUTES.tasklists.list, { query: { pid: 8 } });
    expect(asked).toEqual(['/api/tasklists/list?pid=7', '/api/tasklists/list?pid=8']);
  });

  it('that failed fails the call that takes it, as its own request would', async () => {
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => undefined);
    window.tandemEarlyAnswers = { '/api/tasklists/list?pid=9': failed };
    await expect(call(ROUTES.tasklists.list, { query: { pid: 9 } })).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('call and the global error rules', () => {
  it('follows a same-origin redirect in an error body, and still rejects', async () => {
    const navigate = vi.fn();
    const stop = setAppNavigate(navigate);
    globalThis.fetch = () =>
      Promise.resolve(
        Response.json({ message: 'No', code: 'FORBIDDEN', redirect: '/projects' }, { status: 403 }),
      );
    await expect(call(ROUTES.auth.session, {})).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/projects');
    stop();
  });
});

describe('a failure on the server’s side', () => {
  it('names the request’s reference, which the server’s log line holds too', async () => {
    await initI18n('en-US');
    globalThis.fetch = () =>
      Promise.resolve(
        Response.json(
          { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
          { status: 500, headers: { 'x-request-id': 'a1b2c3' } },
        ),
      );
    await expect(call(ROUTES.auth.session, {})).rejects.toMatchObject({
      message: 'Something went wrong on our side. Please try again. (reference a1b2c3)',
    });
  });

  it('leaves a refusal (4xx) as the server worded it', async () => {
    globalThis.fetch = () =>
      Promise.resolve(
        Response.json(
          { message: 'No', code: 'FORBIDDEN' },
          { status: 403, headers: { 'x-request-id': 'a1b2c3' } },
        ),
      );
    await expect(call(ROUTES.auth.session, {})).rejects.toMatchObject({ message: 'No' });
  });
});
