import fc from 'fast-check';
import type { Endpoint } from '@tandem/contract';
import type { Hints } from './schema-arbitrary.ts';
import { inputJsonSchema } from '../../http/json-schema.ts';
import { arbitraryFor } from './schema-arbitrary.ts';

/** One request as it goes on the wire, and which mutation made it. */
export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  mutation: Mutation;
}

export const MUTATIONS = [
  'valid',
  'hostile-string',
  'wrong-type',
  'extra-fields',
  'prototype-keys',
  'deep-nesting',
  'body-shape',
  'odd-query',
  'odd-headers',
  'huge-list',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** Strings that have broken servers: control characters, lone surrogates, payloads, sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '\ud83d',
  'x\udc00y',
  '\u0007\u001b[31mred',
  '',
  '   ',
  'x'.repeat(70_000),
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '\r\nSet-Cookie: injected=1',
  '\u202eevil\u202c',
  '\ufeff\u200b',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦',
  '%00%ff%ED%A0%BD',
  '1e999',
  'NaN',
  '-0',
  '9007199254740993',
];

const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -(2 ** 53 + 2),
  [],
  [1, 2],
  {},
  { a: 1 },
  '',
  'not a number',
];

/** Fields a client must never be able to set. */
export const PRIVILEGED_FIELDS = {
  owner_id: 1,
  author_id: 1,
  user_id: 1,
  created_by: 1,
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$forged',
  is_admin: true,
  role: 'owner',
  id: 1,
  date_add: '1971-02-03T04:05:06Z',
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths to every leaf (and to every object, where a field may be added). */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return [path];
    return entries.flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [path];
}

function getAt(value: unknown, path: string[]): unknown {
  let at = value;
  for (const key of path)
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

function setAt(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string, ...string[]];
  const base: Record<string, unknown> =
    value !== null && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  if (Array.isArray(value)) {
    const copy = [...value] as unknown[];
    copy[Number(head)] = setAt(value[Number(head)], rest, next);
    return copy;
  }
  base[head] = setAt(base[head], rest, next);
  return base;
}

function deep(depth: number): Json {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function queryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const BASE_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

interface Input {
  query: unknown;
  body: unknown;
}

function build(
  endpoint: Endpoint,
  input: Input,
  mutation: Mutation,
  extra: Partial<RawRequest> = {},
): RawRequest {
  const hasBody = endpoint.method !== 'GET';
  const body = hasBody ? JSON.stringify(input.body ?? {}) : undefined;
  return {
    method: endpoint.method,
    url: `${endpoint.path}${queryString(input.query)}`,
    headers: {
      ...BASE_HEADERS,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(body === undefined ? {} : { body }),
    mutation,
    ...extra,
  };
}

/** An endpoint's query and body from its schemas; `minimal`: required fields only. */
function inputArbitrary(endpoint: Endpoint, hints: Hints, minimal: boolean): fc.Arbitrary<Input> {
  const side = (schema: Endpoint['query']) =>
    schema ? arbitraryFor(inputJsonSchema(schema), hints, '', minimal) : fc.constant(undefined);
  return fc.record({ query: side(endpoint.query), body: side(endpoint.body) });
}

/** Requests for one endpoint: valid ones from its schemas, and each kind of mutation of them. */
export function requestArbitrary(endpoint: Endpoint, hints: Hints): fc.Arbitrary<RawRequest> {
  const input = inputArbitrary(endpoint, hints, false);
  return fc
    .tuple(
      input,
      fc.constantFrom(...MUTATIONS),
      fc.nat(),
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.constantFrom(...WRONG_TYPES),
      fc.nat(),
    )
    .map(([value, mutation, pick, hostile, wrong, variant]) =>
      mutate(endpoint, value, mutation, pick, hostile, wrong, variant),
    );
}

function mutate(
  endpoint: Endpoint,
  value: Input,
  mutation: Mutation,
  pick: number,
  hostile: string,
  wrong: unknown,
  variant: number,
): RawRequest {
  const side: keyof Input =
    endpoint.method === 'GET' || (endpoint.query && pick % 3 === 0) ? 'query' : 'body';
  const all = leaves(value[side]);
  // Hostile strings go where strings are (names, descriptions), when there are any.
  const strings = all.filter((p) => typeof getAt(value[side], p) === 'string');
  const targets = mutation === 'hostile-string' && strings.length > 0 ? strings : all;
  const path = targets[pick % targets.length] ?? [];
  const replace = (next: unknown): Input => ({ ...value, [side]: setAt(value[side], path, next) });
  switch (mutation) {
    case 'valid':
      return build(endpoint, value, mutation);
    case 'hostile-string':
      return build(endpoint, replace(hostile), mutation);
    case 'wrong-type':
      return build(endpoint, replace(wrong), mutation);
    case 'extra-fields':
      return build(
        endpoint,
        {
          query: { ...(value.query as object | undefined), owner_id: 1, user_id: 1 },
          body:
            value.body !== null && typeof value.body === 'object' && !Array.isArray(value.body)
              ? { ...value.body, ...PRIVILEGED_FIELDS }
              : value.body,
        },
        mutation,
      );
    case 'prototype-keys': {
      const request = build(endpoint, value, mutation);
      if (request.body === undefined)
        return {
          ...request,
          url: `${request.url}${request.url.includes('?') ? '&' : '?'}__proto__[polluted]=1&constructor[prototype][polluted]=1`,
        };
      const inner =
        request.body.startsWith('{') && request.body !== '{}' ? `,${request.body.slice(1)}` : '}';
      return {
        ...request,
        body: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}${inner}`,
      };
    }
    case 'deep-nesting':
      return build(endpoint, replace(deep(variant % 2 === 0 ? 64 : 2_000)), mutation);
    case 'body-shape': {
      const shapes = ['[]', 'null', '"text"', '12', '{', '{"a":', '', '\u0000', '['.repeat(5_000)];
      const request = build(endpoint, value, mutation);
      // A GET has no body to break (HTTP clients refuse to send one).
      if (endpoint.method === 'GET') return request;
      return {
        ...request,
        body: shapes[variant % shapes.length]!,
        headers: { ...request.headers, 'content-type': 'application/json' },
      };
    }
    case 'odd-query': {
      const request = build(endpoint, value, mutation);
      const joiner = request.url.includes('?') ? '&' : '?';
      const tails = [
        `${joiner}pid=1&pid=2&tid=1&tid=x`,
        `${joiner}tid[]=1&pid[a]=2`,
        `${joiner}tid=%00&pid=%ED%A0%BD`,
        `${joiner}q=${'a'.repeat(20_000)}`,
        `${joiner}tid=1e3&pid=0x10&tlid=-0`,
        `${joiner}%zz=%`,
      ];
      return { ...request, url: `${request.url}${tails[variant % tails.length]!}` };
    }
    case 'odd-headers': {
      const request = build(endpoint, value, mutation);
      const variants: Array<Record<string, string>> = [
        { 'content-type': 'text/plain' },
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'x-requested-with': '' },
        { 'content-type': 'application/json; charset=latin1' },
        { cookie: `tandem_session=${'z'.repeat(300)}` },
        { 'x-api-key': "' OR 1=1 --" },
      ];
      const headers = { ...request.headers, ...variants[variant % variants.length]! };
      if (headers['x-requested-with'] === '') delete headers['x-requested-with'];
      return { ...request, headers };
    }
    case 'huge-list':
      return build(
        endpoint,
        replace(Array.from({ length: variant % 2 === 0 ? 10_001 : 50_000 }, (_, i) => i + 1)),
        mutation,
      );
  }
}

/** The strings that break storage rather than rules: each goes into every text field in turn. */
export const STORAGE_BREAKERS: readonly string[] = [
  'a\u0000b',
  '\ud83d',
  'x\u0007y',
  'x'.repeat(70_000),
];
const MAX_SYSTEMATIC = 16;

/**
 * For one valid request of the endpoint, the same request with each storage breaker in each of
 * its text fields (body and query), at most MAX_SYSTEMATIC: chance alone rarely puts a NUL into
 * the one field that reaches the database.
 */
export function systematicRequests(endpoint: Endpoint, hints: Hints, seed: number): RawRequest[] {
  const [value] = fc.sample(inputArbitrary(endpoint, hints, true), { numRuns: 1, seed });
  if (!value) return [];
  const requests: RawRequest[] = [];
  for (const side of ['body', 'query'] as const) {
    for (const path of leaves(value[side])) {
      if (typeof getAt(value[side], path) !== 'string' || path.length === 0) continue;
      for (const breaker of STORAGE_BREAKERS) {
        requests.push(
          build(
            endpoint,
            { ...value, [side]: setAt(value[side], path, breaker) },
            'hostile-string',
          ),
        );
      }
    }
  }
  return requests.slice(0, MAX_SYSTEMATIC);
}
