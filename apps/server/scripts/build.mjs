/**
 * Builds the server for production: one ES module bundle (apps/server/dist/main.js, with a source
 * map) that Node runs without transpiling anything at start. The workspace's own contract package
 * is bundled in (it is TypeScript source); every other package stays an import of node_modules.
 * The database migrations are copied beside it.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const BUNDLED = new Set(['@tandem/contract']);

/** Bare imports (packages) stay imports, but for the workspace's own. */
const packagesOutside = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      return BUNDLED.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [packagesOutside],
});
cpSync(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
