import type { EndpointInput, EndpointOf, EndpointOutput, ErrorBody, Route } from '@tandem/contract';

/** One call the fake server received. */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** A call to one endpoint, its body typed by the contract and its query as sent. */
export interface FakeRequest<R extends Route> {
  query: URLSearchParams;
  body: EndpointInput<EndpointOf<R>> extends { body: infer B } ? B : undefined;
  url: string;
}

/** A refusal the fake server answers with: the status and the spec's error body. */
export interface FakeFailure {
  readonly status: number;
  readonly body: ErrorBody;
}
const FAILURE = Symbol('failure');

/** Answers a call with an error of the spec's shape. */
export function fail(status: number, body: ErrorBody): FakeFailure {
  return { status, body, [FAILURE]: true } as FakeFailure;
}
/** A validation error (400) of one field, as the server sends it. */
export function invalid(field: string, message: string): FakeFailure {
  return fail(400, {
    message,
    code: 'VALIDATION_FAILED',
    errors: { validation: { [field]: [message] } },
  });
}

type Answer<R extends Route> = EndpointOutput<EndpointOf<R>> | FakeFailure;
type Handler<R extends Route> = (request: FakeRequest<R>) => Answer<R> | Promise<Answer<R>>;

/** The fake server: routes taken from the contract's route table, answers typed by it. */
export interface FakeApi {
  /** Answers calls to the route with the handler (the last one given for a route wins). */
  on<R extends Route>(route: R, handler: NoInfer<Handler<R>>): FakeApi;
  /** Every call received, in order. */
  readonly calls: FakeCall[];
  /** The bodies of the calls to one route, typed by the contract. */
  bodiesOf<R extends Route>(route: R): Array<FakeRequest<R>['body']>;
}

const isFailure = (answer: unknown): answer is FakeFailure =>
  typeof answer === 'object' && answer !== null && FAILURE in answer;

/**
 * Replaces fetch with a fake server that knows the routes given with `on`: an answer goes out as
 * JSON with status 200 (a `fail(...)` with its status), a route nobody gave answers 404 in the
 * spec's shape. Start from `fakeApi()` in a test, or a `beforeEach`.
 */
export function fakeApi(): FakeApi {
  const handlers = new Map<string, Handler<Route>>();
  const calls: FakeCall[] = [];
  const key = (method: string, path: string) => `${method} ${path}`;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const [path = '', search = ''] = url.split('?');
    const handler = handlers.get(key(method, path));
    const answer = handler
      ? await handler({ query: new URLSearchParams(search), body: body as never, url })
      : fail(404, { message: 'Not found', code: 'NOT_FOUND' });
    const failed = isFailure(answer);
    return new Response(JSON.stringify(failed ? answer.body : answer), {
      status: failed ? answer.status : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const api: FakeApi = {
    on(route, handler) {
      handlers.set(key(route.method, route.path), handler);
      return api;
    },
    calls,
    bodiesOf: (route) =>
      calls
        .filter((c) => c.method === route.method && c.url.split('?')[0] === route.path)
        .map((c) => c.body as never),
  };
  return api;
}
