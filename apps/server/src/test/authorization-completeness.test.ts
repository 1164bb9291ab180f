import { describe, expect, it } from 'vitest';
import { listEndpoints } from '@tandem/contract';
import { authorizationShare, moduleAuthorizationRows } from './authorization-rows.ts';

describe('the authorization rows', () => {
  it('have one row for every endpoint of the contract, and none for endpoints that do not exist', async () => {
    const named = (await moduleAuthorizationRows()).flatMap(([, rows]) => Object.keys(rows));
    const twice = named.filter((name, i) => named.indexOf(name) !== i);
    expect(twice).toEqual([]);
    expect(named.sort()).toEqual(
      listEndpoints()
        .map(([name]) => name)
        .sort(),
    );
  });

  it('run every module in exactly one share', async () => {
    const all = (await moduleAuthorizationRows()).map(([module]) => module);
    const shared = [...(await authorizationShare(0, 2)), ...(await authorizationShare(1, 2))];
    expect(shared.map(([module]) => module).sort()).toEqual(all.sort());
  });
});
