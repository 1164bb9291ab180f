import fc from 'fast-check';
import { ERROR_CODES } from '@tandem/contract';
import type { Endpoint } from '@tandem/contract';
import type { Mutation, RawRequest } from './hostile.ts';
import { requestArbitrary, systematicRequests } from './hostile.ts';
import type { Hints } from './schema-arbitrary.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Sends one request as the fuzzing user (the transport adds the session unless one is given). */
export type Send = (request: Omit<RawRequest, 'mutation'>) => Promise<RawResponse>;

export interface Finding {
  endpoint: string;
  mutation: Mutation;
  problem: string;
  request: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  byMutation: Record<string, number>;
  findings: Finding[];
}

export interface FuzzOptions {
  send: Send;
  endpoints: ReadonlyArray<[name: string, endpoint: Endpoint]>;
  hints: Hints;
  /** Requests per endpoint. */
  runs: number;
  seed: number;
  /** What the caller can see of their own data; compared before and after each refused request. */
  snapshot: () => Promise<string>;
}

/** Error codes are the catalogue's; nothing in an answer may show the server's insides. */
const CODES = new Set<string>(ERROR_CODES);
const INTERNALS =
  /node_modules|\n\s+at [^\n]+:\d+:\d+|\.ts:\d+|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.+\bSET\b|pglite|drizzle|postgres|password_hash|\$argon2/i;
/** Markers of the privileged fields the mutations send; a success must not carry them back. */
const PRIVILEGED_ECHO = /forged|2000-01-01T00:00:00/;

function describe(request: RawRequest): string {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url;
  const body =
    request.body === undefined
      ? ''
      : ` ${request.body.slice(0, 160)}${request.body.length > 160 ? '…' : ''}`;
  return `${request.method} ${url}${body}`;
}

function shapeProblem(response: RawResponse): string | null {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return `error answer is not JSON (${type || 'no type'})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return 'error answer is not valid JSON';
  }
  const body = parsed as { message?: unknown; code?: unknown };
  if (typeof body.message !== 'string' || body.message === '') return 'error answer has no message';
  if (typeof body.code !== 'string' || !CODES.has(body.code))
    return `error code ${String(body.code)} is not in the catalogue`;
  return null;
}

/**
 * Sends `runs` requests per endpoint, valid and mutated, and records every answer that breaks a
 * rule: no 5xx, errors in the catalogue's shape, no internals, no privileged field taken, the
 * server still ready, and the caller's data unchanged by a refused request.
 */
export async function fuzzEndpoints(options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, byStatus: {}, byMutation: {}, findings: [] };
  const add = (finding: Finding) => {
    if (report.findings.length < 500) report.findings.push(finding);
  };
  let before = await options.snapshot();
  const first = before;
  for (const [name, endpoint] of options.endpoints) {
    const seed = options.seed + hash(name);
    const samples = [
      ...systematicRequests(endpoint, options.hints, seed),
      ...fc.sample(requestArbitrary(endpoint, options.hints), { numRuns: options.runs, seed }),
    ];
    for (const request of samples) {
      const { mutation, ...wire } = request;
      const response = await options.send(wire);
      report.requests += 1;
      const statusClass = String(response.status);
      report.byStatus[statusClass] = (report.byStatus[statusClass] ?? 0) + 1;
      report.byMutation[mutation] = (report.byMutation[mutation] ?? 0) + 1;
      const finding = (problem: string) =>
        add({
          endpoint: name,
          mutation,
          problem,
          request: describe(request),
          status: response.status,
          body: response.body.slice(0, 300),
        });
      if (response.status >= 500) finding('server error');
      const ok = response.status >= 200 && response.status < 300;
      if (!ok) {
        const problem = shapeProblem(response);
        if (problem) finding(problem);
        if (INTERNALS.test(response.body)) finding('answer shows internals');
        const after = await options.snapshot();
        if (after !== before) finding('a refused request changed the caller’s data');
        before = after;
      } else {
        if (/node_modules|\n\s+at [^\n]+:\d+:\d+/.test(response.body))
          finding('answer shows a stack');
        if (mutation === 'extra-fields' && PRIVILEGED_ECHO.test(response.body)) {
          finding('a privileged field was taken');
        }
        before = await options.snapshot();
      }
    }
    if (/^401 /.test(before) && !/^401 /.test(first)) {
      add({
        endpoint: name,
        mutation: 'valid',
        problem: 'the caller’s session ended',
        request: '',
        status: 401,
        body: '',
      });
    }
    const ready = await options.send({ method: 'GET', url: '/ready', headers: {} });
    if (ready.status !== 200) {
      add({
        endpoint: name,
        mutation: 'valid',
        problem: 'server not ready afterwards',
        request: 'GET /ready',
        status: ready.status,
        body: ready.body.slice(0, 300),
      });
    }
  }
  if (({} as Record<string, unknown>)['polluted'] !== undefined) {
    add({
      endpoint: '*',
      mutation: 'prototype-keys',
      problem: 'Object.prototype was polluted',
      request: '',
      status: 0,
      body: '',
    });
  }
  return report;
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

/** The findings, one line each, grouped for a failure message or a report. */
export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) => `${f.endpoint} [${f.mutation}] ${f.problem}: ${f.status} ${f.body}\n    ${f.request}`,
    )
    .join('\n');
}
