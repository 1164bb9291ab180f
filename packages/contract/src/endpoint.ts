import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Who may call an endpoint: anyone, or a signed-in user (cookie session or API key). */
export type EndpointAuth = 'public' | 'user';

/** One row of the endpoint table: the server builds its route from it, the web app its call. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Success status; 200 unless the endpoint creates something. */
  status?: 200 | 201;
  /**
   * A large answer (thousands of items) written as it is, without checking it against `response`
   * on every call; its tests check it against the schema instead (decision 0008).
   */
  bulk?: true;
  /** The body is `multipart/form-data` with one file (its field is `UPLOAD_FIELD`). */
  upload?: true;
  /** The answer is bytes (a file, a picture, a zip), not JSON; `response` is not checked. */
  binary?: true;
  /**
   * Acts only on a secret in its address, never as the session's person, so any site or mail
   * program may call it (the one-click unsubscribe of RFC 8058): the session cookie is not read
   * and no XMLHttpRequest marker is asked for.
   */
  fromAnywhere?: true;
}

/** Declares an endpoint while keeping its exact literal and schema types. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: the query and body inputs the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['query'] extends z.ZodType
  ? { query: Input<E['query']> }
  : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** What a caller receives. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** What a handler receives after validation. */
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;
