import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.ts';
import { createTestApp, uniqueEmail } from '../harness.ts';
import type { Transport } from './fuzz-fixture.ts';
import { fuzzOrder, makeFuzzUser, snapshotOf } from './fuzz-fixture.ts';
import { formatFindings, fuzzEndpoints } from './fuzz-runner.ts';

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
    const send = transport();
    const user = await makeFuzzUser(send, uniqueEmail('fuzz'));
    const as: Transport = (request) =>
      send({ ...request, headers: { cookie: user.cookie, ...request.headers } });
    const { main, endsSession } = fuzzOrder();
    const report = await fuzzEndpoints({
      send: as,
      endpoints: main,
      hints: { ids: user.ids },
      runs: RUNS,
      seed: SEED,
      snapshot: snapshotOf(as, user.projectId),
    });
    // The session enders with a user of their own, after the rest.
    const leaver = await makeFuzzUser(send, uniqueEmail('fuzz-leaver'));
    const asLeaver: Transport = (request) =>
      send({ ...request, headers: { cookie: leaver.cookie, ...request.headers } });
    const ends = await fuzzEndpoints({
      send: asLeaver,
      endpoints: endsSession,
      hints: { ids: leaver.ids },
      runs: RUNS,
      seed: SEED,
      snapshot: async () => '',
    });
    const findings = [...report.findings, ...ends.findings];
    if (process.env.FUZZ_VERBOSE) console.log(report.byStatus, report.byMutation);
    expect(findings, formatFindings(findings)).toEqual([]);
    expect(report.requests).toBeGreaterThanOrEqual(main.length * RUNS);
  }, 240_000);
});
