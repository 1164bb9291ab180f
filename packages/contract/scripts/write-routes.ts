import { writeFileSync } from 'node:fs';
import { routesSource } from '../src/routes-source.ts';

writeFileSync(new URL('../src/routes.generated.ts', import.meta.url), routesSource());
console.error('packages/contract/src/routes.generated.ts written');
