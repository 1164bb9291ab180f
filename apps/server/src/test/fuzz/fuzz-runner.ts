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
  /** Refused requests whose effect on the data could not be checked (sampled runs only). */
  unverified: number;
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
  /**
   * For long runs: compare after each of the first `first` refused requests of an endpoint, then
   * after every `every`-th and after the endpoint's last. Every accepted request still takes a new
   * snapshot, so a difference found later was still made by a refused request, only not
   * pinpointed. Unset: after every refused request.
   */
  refusedChecks?: { first: number; every: number };
  /** Told after each endpoint (for long runs to show how far they are). */
  progress?: (done: number, of: number, requests: number) => void;
}

/** Error codes are the catalogue's; nothing in an answer may show the server's insides. */
const CODES = new Set<string>(ERROR_CODES);
const INTERNALS =
  /node_modules|\n\s+at [^\n]+:\d+:\d+|\.ts:\d+|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.+\bSET\b|pglite|drizzle|postgres|password_hash|\$argon2/i;
/**
 * Markers of the privileged fields the mutations send (a date before any the generators make); a
 * success must not carry them back.
 */
const PRIVILEGED_ECHO = /forged|1971-02-03T04:05:06/;

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
  const report: FuzzReport = {
    requests: 0,
    unverified: 0,
    byStatus: {},
    byMutation: {},
    findings: [],
  };
  const add = (finding: Finding) => {
    if (report.findings.length < 500) report.findings.push(finding);
  };
  let before = await options.snapshot();
  const first = before;
  for (const [position, [name, endpoint]] of options.endpoints.entries()) {
    const seed = options.seed + hash(name);
    const samples = [
      ...systematicRequests(endpoint, options.hints, seed),
      ...fc.sample(requestArbitrary(endpoint, options.hints), { numRuns: options.runs, seed }),
    ];
    let refused = 0;
    let unchecked = false;
    let pending = 0;
    for (const [index, request] of samples.entries()) {
      const { mutation, ...wire } = request;
      // A request likely to be accepted: settle the unchecked refused ones before it.
      if (unchecked && (mutation === 'valid' || mutation === 'extra-fields')) {
        const after = await options.snapshot();
        if (after !== before) {
          add({
            endpoint: name,
            mutation,
            problem: 'one of the refused requests before this one changed the caller’s data',
            request: '',
            status: 0,
            body: '',
          });
        }
        before = after;
        unchecked = false;
        pending = 0;
      }
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
      if (response.status === 0) finding('no answer');
      const ok = response.status >= 200 && response.status < 300;
      if (!ok) {
        const problem = shapeProblem(response);
        if (problem) finding(problem);
        if (INTERNALS.test(response.body)) finding('answer shows internals');
        refused += 1;
        const sampling = options.refusedChecks;
        const check =
          !sampling ||
          refused <= sampling.first ||
          refused % sampling.every === 0 ||
          index === samples.length - 1;
        if (check) {
          const after = await options.snapshot();
          if (after !== before) {
            finding(
              unchecked
                ? 'a refused request (this one or one of the unchecked before it) changed the caller’s data'
                : 'a refused request changed the caller’s data',
            );
          }
          before = after;
          unchecked = false;
          pending = 0;
        } else {
          unchecked = true;
          pending += 1;
        }
      } else {
        if (/node_modules|\n\s+at [^\n]+:\d+:\d+/.test(response.body))
          finding('answer shows a stack');
        if (mutation === 'extra-fields' && PRIVILEGED_ECHO.test(response.body)) {
          finding('a privileged field was taken');
        }
        // Refused requests not compared yet cannot be told apart from this accepted one.
        if (unchecked) report.unverified += pending;
        before = await options.snapshot();
        unchecked = false;
        pending = 0;
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
    options.progress?.(position + 1, options.endpoints.length, report.requests);
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
