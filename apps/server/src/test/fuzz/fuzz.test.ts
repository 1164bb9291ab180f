import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@tandem/contract';
import type { TestApp } from '../harness.ts';
import { createTestApp, uniqueEmail } from '../harness.ts';
import type { Transport } from './fuzz-fixture.ts';
import { fuzzEveryEndpoint } from './fuzz-fixture.ts';
import { formatFindings } from './fuzz-runner.ts';

/**
 * Every endpoint of the registry, fuzzed from its own schemas: valid requests and each kind of
 * mutation (hostile strings, wrong types, privileged and prototype keys, deep nesting, broken
 * bodies, odd query strings and headers, huge lists). A new endpoint is fuzzed without a line
 * here. `bench/fuzz.ts` runs the same with many more requests on PostgreSQL.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let test: TestApp;
const transport = (): Transport => async (request) => {
  const response = await test.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: '10.9.9.9',
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
};

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

describe('every endpoint under hostile input', () => {
  it(`answers ${RUNS} requests per endpoint without a 5xx, in the error shape, changing nothing it refused`, async () => {
    const report = await fuzzEveryEndpoint(transport(), {
      runs: RUNS,
      seed: SEED,
      email: () => uniqueEmail('fuzz'),
    });
    if (process.env.FUZZ_VERBOSE) console.log(report.byStatus, report.byMutation);
    expect(report.findings, formatFindings(report.findings)).toEqual([]);
    expect(report.requests).toBeGreaterThanOrEqual(listEndpoints().length * RUNS);
  }, 240_000);
});
