import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AuthorizationRows } from './authorization.ts';

const MODULES = new URL('../modules/', import.meta.url);

/** Every module's authorization rows (`<module>/<module>.authorization.ts`), by module. */
export async function moduleAuthorizationRows(): Promise<Array<[string, AuthorizationRows]>> {
  const files = readdirSync(fileURLToPath(MODULES), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.authorization.ts'))
    .sort();
  return Promise.all(
    files.map(async (file): Promise<[string, AuthorizationRows]> => {
      const loaded = (await import(new URL(file, MODULES).href)) as {
        authorizationRows: AuthorizationRows;
      };
      return [file.split('/')[0]!, loaded.authorizationRows];
    }),
  );
}

/**
 * One of `count` shares of the modules' rows, of about the same number of rows each: each share
 * runs in a test file of its own, so the shares run side by side.
 */
export async function authorizationShare(
  index: number,
  count: number,
): Promise<Array<[string, AuthorizationRows]>> {
  const modules = (await moduleAuthorizationRows()).sort(
    ([, a], [, b]) => Object.keys(b).length - Object.keys(a).length,
  );
  const shares = Array.from({ length: count }, () => ({ rows: 0, modules: [] as typeof modules }));
  for (const module of modules) {
    const lightest = shares.reduce((a, b) => (b.rows < a.rows ? b : a));
    lightest.modules.push(module);
    lightest.rows += Object.keys(module[1]).length;
  }
  return shares[index]!.modules;
}
