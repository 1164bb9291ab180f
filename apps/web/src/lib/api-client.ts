import type {
  EndpointInput,
  EndpointOf,
  EndpointOutput,
  ErrorBody,
  Route,
  ValidationErrors,
} from '@tandem/contract';
import { MESSAGES, MUTATION_ID_HEADER } from '@tandem/contract/browser';
import i18next from 'i18next';
import { handleGlobalError } from './global-errors.ts';

/** Identifies this tab, so it can tell its own changes apart in realtime events. */
export const TAB_ID = Math.random().toString(36).slice(2, 10);
let mutationCounter = 0;

declare global {
  interface Window {
    /** Resolves once no call is running: browser tests wait on it instead of on timeouts. */
    __tandemIdle?: () => Promise<void>;
  }
}

let inFlight = 0;
let idleWaiters: Array<() => void> = [];

/** How many calls are running now. */
export function inFlightCount(): number {
  return inFlight;
}

/**
 * Resolves after the last running call finishes, or at once when none runs (document 1, section
 * 4). It waits one task more: a finished call often starts the next (a refetch after a change).
 */
export function whenIdle(): Promise<void> {
  if (inFlight === 0 && idleWaiters.length === 0) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

function settleIdle(): void {
  setTimeout(() => {
    if (inFlight > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }, 0);
}

if (typeof window !== 'undefined') window.__tandemIdle = whenIdle;

/** A failed call, carrying the spec's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  get code() {
    return this.body.code;
  }

  get validation(): ValidationErrors {
    return this.body.errors?.validation ?? {};
  }
}

/**
 * The server could not be reached (no network, the server stopped, a proxy in front of it that
 * says so), as opposed to a server that answered with a refusal or a fault of its own.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

function buildUrl(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readError(response: Response): Promise<ErrorBody> {
  try {
    const body = (await response.json()) as Omit<Partial<ErrorBody>, 'message'> & {
      message?: unknown;
    };
    // The spec allows a list of strings as the message: they are joined by newlines.
    const message = Array.isArray(body.message)
      ? body.message.map(String).join('\n')
      : typeof body.message === 'string'
        ? body.message
        : '';
    return {
      ...body,
      message: withReference(message || response.statusText, response),
      code: body.code ?? 'INTERNAL',
    };
  } catch {
    return {
      message: withReference(response.statusText || 'The request failed.', response),
      code: 'INTERNAL',
    };
  }
}

/**
 * A failure on the server's side carries the request's id, which its log line also holds: the
 * message shows it, so that a report of the problem can be matched with the log.
 */
function withReference(message: string, response: Response): string {
  const id = response.status >= 500 ? response.headers.get('x-request-id') : null;
  return id ? `${message} (${i18next.t('errors.reference', { id })})` : message;
}

/** This tab's recent writes by mutation id: when the answer came (null while in flight). */
const ownMutations = new Map<string, number | null>();
const OWN_MUTATIONS_KEPT = 200;

function rememberOwnMutation(id: string, answeredAt: number | null): void {
  ownMutations.delete(id);
  ownMutations.set(id, answeredAt);
  if (ownMutations.size > OWN_MUTATIONS_KEPT) {
    ownMutations.delete(ownMutations.keys().next().value!);
  }
}

/**
 * Whether a live event came from a write of this tab: undefined when not (or too long ago), null
 * while its answer has not come, else when it came.
 */
export function ownMutationAnsweredAt(mutationId: string | null): number | null | undefined {
  return mutationId === null ? undefined : ownMutations.get(mutationId);
}

function requestHeaders(): Record<string, string> {
  return {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Frontend-Release': import.meta.env.VITE_RELEASE ?? 'dev',
  };
}

declare global {
  interface Window {
    /** GET answers the page's start script asked for before this code arrived, by address. */
    tandemEarlyAnswers?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The answer the page's start script (`public/start.js`) asked for at this address before the
 * app's code had arrived (who is signed in; a project page's largest answer), taken once: later
 * calls ask the server themselves.
 */
function takeEarly(method: string, url: string): Promise<Response> | undefined {
  const answers = method === 'GET' ? window.tandemEarlyAnswers : undefined;
  const answer = answers?.[url];
  if (answer) delete answers[url];
  return answer;
}

/** Calls an endpoint of the contract; the only way the web app talks to the server. */
export async function call<R extends Route>(
  endpoint: R,
  input: EndpointInput<EndpointOf<R>>,
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<EndpointOutput<EndpointOf<R>>> {
  inFlight += 1;
  try {
    return await send(endpoint, input, options);
  } finally {
    inFlight -= 1;
    if (inFlight === 0) settleIdle();
  }
}

async function send<R extends Route>(
  endpoint: R,
  input: EndpointInput<EndpointOf<R>>,
  options: { signal?: AbortSignal; keepalive?: boolean },
): Promise<EndpointOutput<EndpointOf<R>>> {
  const headers = requestHeaders();
  let mutationId: string | null = null;
  if (endpoint.method !== 'GET') {
    mutationCounter += 1;
    mutationId = `${TAB_ID}:${mutationCounter}`;
    headers[MUTATION_ID_HEADER] = mutationId;
    rememberOwnMutation(mutationId, null);
  }
  const hasBody = input.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const url = buildUrl(endpoint.path, input.query);
  let response: Response;
  try {
    response = await (takeEarly(endpoint.method, url) ??
      fetch(url, {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        // Sent even when the page is going away (a last save as the tab closes).
        ...(options.keepalive ? { keepalive: true } : {}),
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, {
      message: 'The server could not be reached. Check your connection.',
      code: 'SERVICE_UNAVAILABLE',
    });
  }
  if (mutationId) rememberOwnMutation(mutationId, Date.now());
  if (!response.ok) {
    const error = new ApiError(response.status, await readError(response));
    handleGlobalError(error.status, error.body, endpoint.path);
    throw error;
  }
  const body: unknown = await response.json().catch(() => null);
  if (body === null || body === undefined) {
    throw new ApiError(response.status, { message: MESSAGES.unexpectedNullish, code: 'INTERNAL' });
  }
  return body as EndpointOutput<EndpointOf<R>>;
}

/**
 * Uploads one file to an upload endpoint of the contract (a multipart body, its `file` field),
 * telling how far it is (0 to 1) as it goes; the answer and failures are those of `call`.
 */
export function uploadFile<R extends Route>(
  endpoint: R,
  query: EndpointInput<EndpointOf<R>>['query'],
  file: Blob,
  options: { filename?: string; onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<EndpointOutput<EndpointOf<R>>> {
  inFlight += 1;
  mutationCounter += 1;
  const mutationId = `${TAB_ID}:${mutationCounter}`;
  rememberOwnMutation(mutationId, null);
  const form = new FormData();
  form.append('file', file, options.filename ?? (file instanceof File ? file.name : 'file'));
  return new Promise<EndpointOutput<EndpointOf<R>>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(endpoint.path, query));
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('X-Frontend-Release', import.meta.env.VITE_RELEASE ?? 'dev');
    xhr.setRequestHeader(MUTATION_ID_HEADER, mutationId);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    xhr.onerror = () =>
      reject(
        new ApiError(0, {
          message: 'The server could not be reached. Check your connection.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      );
    xhr.onload = () => {
      rememberOwnMutation(mutationId, Date.now());
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'x-request-id': xhr.getResponseHeader('x-request-id') ?? '' },
      });
      if (xhr.status < 200 || xhr.status >= 300) {
        void readError(response).then((body) => {
          handleGlobalError(xhr.status, body, endpoint.path);
          reject(new ApiError(xhr.status, body));
        });
        return;
      }
      void response
        .json()
        .then(resolve, () =>
          reject(
            new ApiError(xhr.status, { message: MESSAGES.unexpectedNullish, code: 'INTERNAL' }),
          ),
        );
    };
    xhr.send(form);
  }).finally(() => {
    inFlight -= 1;
    if (inFlight === 0) settleIdle();
  });
}
