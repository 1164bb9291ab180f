/** One call the fake server received. */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

/**
 * Replaces fetch with a server answering by "METHOD /path" (query left out); a handler's answer
 * is sent as JSON with status 200, or with the status of a `[status, body]` pair. Unknown routes
 * answer 404. Answers the list of calls, in order.
 */
export function fakeApi(routes: Record<string, Handler>): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = ((url: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url.split('?')[0]}`];
    const answer = handler ? handler(call) : [404, { message: 'Not found', code: 'NOT_FOUND' }];
    const paired = Array.isArray(answer) && typeof answer[0] === 'number';
    const status = paired ? (answer as [number, unknown])[0] : 200;
    const body = paired ? (answer as [number, unknown])[1] : answer;
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }) as typeof fetch;
  return calls;
}
