/**
 * Every endpoint under hostile input, over HTTP, on PostgreSQL (or the embedded database).
 *
 * Starts a server (BENCH_DATABASE_URL for PostgreSQL, the embedded database otherwise), signs a
 * user up with a project, a task list, a task, a subtask and a tag, then sends RUNS requests per
 * endpoint of the contract's registry (default 1000), valid and mutated as the test suite's fuzz
 * (apps/server/src/test/fuzz): hostile strings, wrong types, privileged and prototype keys, deep
 * nesting, broken bodies, odd query strings (a 20 KB one reaches Node's header limit) and
 * headers, huge lists; plus each storage-breaking string in each text field. Each answer is
 * checked: no 5xx, the error shape with a catalogue code, no internals, no privileged field taken,
 * the server ready after each endpoint, and the caller's data (projects, board, tags) unchanged
 * by refused requests: compared after each of the first 100 refused requests of an endpoint, then
 * after every 20th, before each request likely to be accepted and after the endpoint's last.
 *
 * Prints figures and the findings; exit code 1 when there is any finding.
 * Run from the repository root: npm run bench:fuzz
 * Env: RUNS (1..5000), SEED, BENCH_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { RawRequest } from '../apps/server/src/test/fuzz/hostile.ts';
import type { Transport } from '../apps/server/src/test/fuzz/fuzz-fixture.ts';
import { fuzzEveryEndpoint, fuzzOrder } from '../apps/server/src/test/fuzz/fuzz-fixture.ts';
import type { RawResponse } from '../apps/server/src/test/fuzz/fuzz-runner.ts';
import { formatFindings } from '../apps/server/src/test/fuzz/fuzz-runner.ts';
import {
  freePort,
  intFromEnv,
  makeTempDir,
  onCleanup,
  runBench,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';

const RUNS = intFromEnv('RUNS', 1000, 1, 5000);
const SEED = intFromEnv('SEED', 20261125, 0, 2 ** 31 - 1);
const REQUEST_TIMEOUT_MS = 30_000;
/** Node's default limit on the request line and headers together. */
const HEADER_LIMIT = 16 * 1024;

function httpTransport(base: string): Transport {
  return async (request: Omit<RawRequest, 'mutation'>): Promise<RawResponse> => {
    let response: Response;
    try {
      response = await fetch(`${base}${request.url}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      // Node answers a request line over its header limit with 431 and closes the connection,
      // which the client may see as a reset while it still sends the body. Any other failure is
      // a finding.
      const overLimit = request.url.length > HEADER_LIMIT;
      return {
        status: overLimit ? 431 : 0,
        headers: overLimit ? { 'content-type': 'application/json' } : {},
        body: overLimit
          ? JSON.stringify({
              message: 'connection closed after the 431',
              code: 'HEADERS_TOO_LARGE',
            })
          : `connection failed: ${String(error)}`,
      };
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    // fetch folds several Set-Cookie headers into one; the fixture reads the session from it.
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies.join(', ');
    return { status: response.status, headers, body: await response.text() };
  };
}

void runBench(async () => {
  const dataDir = makeTempDir('tandem-fuzz-');
  const port = await freePort();
  const env: Record<string, string> = {};
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = startServer(dataDir, port, { env });
  onCleanup(() => stopServer(server, 'SIGTERM'));
  await waitReady(server, performance.now());
  const send = httpTransport(server.base);
  const { main, endsSession } = fuzzOrder();
  console.log(
    `database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}; ${main.length + endsSession.length} endpoints, ${RUNS} requests each (seed ${SEED})`,
  );

  const started = performance.now();
  const report = await fuzzEveryEndpoint(send, {
    runs: RUNS,
    seed: SEED,
    refusedChecks: { first: 100, every: 20 },
    progress: (done, of, sent) => {
      if (done % 16 === 0 || done === of) {
        const seconds = Math.round((performance.now() - started) / 1000);
        console.log(`… ${done}/${of} endpoints of this user, ${sent} requests, ${seconds} s`);
      }
    },
    email: () => `fuzz.${randomUUID()}@example.test`,
  });
  const seconds = (performance.now() - started) / 1000;
  const { requests, byStatus, byMutation, findings } = report;
  const fiveHundreds = Object.entries(byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const shape = findings.filter((f) => /error answer|error code/.test(f.problem)).length;
  console.table(
    Object.entries(byStatus)
      .sort()
      .map(([status, n]) => ({ status, answers: n })),
  );
  console.table(Object.entries(byMutation).map(([mutation, n]) => ({ mutation, requests: n })));
  console.table([
    { figure: 'requests', value: requests },
    { figure: 'seconds', value: Math.round(seconds) },
    { figure: 'requests per second (with the checks)', value: Math.round(requests / seconds) },
    { figure: '5xx answers', value: fiveHundreds },
    { figure: 'answers not in the error shape', value: shape },
    { figure: 'findings in all', value: findings.length },
    {
      figure: 'refused requests whose effect could not be checked',
      value: report.unverified,
    },
  ]);
  if (findings.length > 0) console.log(formatFindings(findings.slice(0, 50)));
  return findings.length === 0 ? 0 : 1;
});
