import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  LOCALES,
  MESSAGES,
  createProjectBodySchema,
  disallowedActionId,
  DISALLOWED_ACTIONS,
  listEndpoints,
  signUpBodySchema,
  topicSchema,
} from './index.ts';
import { routesSource } from './routes-source.ts';

describe('contract', () => {
  it('offers exactly the 12 locales of the spec', () => {
    expect(LOCALES).toHaveLength(12);
    expect(LOCALES).toContain('cs-CZ');
    expect(LOCALES).toContain('en-US');
  });

  it('numbers the disallowed actions 1 to 7 in the spec order', () => {
    expect(DISALLOWED_ACTIONS.map(disallowedActionId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(disallowedActionId('task_finish')).toBe(2);
  });

  it('keeps the spec limits', () => {
    expect(LIMITS.workMinutesMax).toBe(525600);
    expect(LIMITS.workCostMax).toBe(100000000);
    expect(LIMITS.searchQueryMin).toBe(2);
    expect(LIMITS.realtimeMaxRetries).toBe(30);
  });

  it('refuses an unsupported language with the spec message', () => {
    const result = signUpBodySchema.safeParse({
      fullname: 'A B',
      email: 'a@b.cz',
      password: 'long enough',
      locale_code: 'fr-FR',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.languageNotSupported);
  });

  it('trims names and bounds their length', () => {
    expect(createProjectBodySchema.parse({ name: '  Web  ' }).name).toBe('Web');
    expect(createProjectBodySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(
      createProjectBodySchema.safeParse({ name: 'x'.repeat(LIMITS.nameMax + 1) }).success,
    ).toBe(false);
  });

  it('accepts 3- and 6-digit hex colours only', () => {
    for (const color of ['#abc', '#A1B2C3'])
      expect(createProjectBodySchema.safeParse({ name: 'a', color }).success).toBe(true);
    for (const color of ['red', '#abcd', 'abc', '#ggg'])
      expect(createProjectBodySchema.safeParse({ name: 'a', color }).success).toBe(false);
  });

  it('accepts only known topic forms', () => {
    expect(topicSchema.safeParse('project.12').success).toBe(true);
    for (const topic of ['project', 'project.0', 'project.1.2', 'team.1', 'project.abc']) {
      expect(topicSchema.safeParse(topic).success).toBe(false);
    }
  });

  it('has one endpoint per method and path', () => {
    const keys = listEndpoints().map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('browser routes', () => {
  it('are in step with the endpoint table (run `npm run contract:routes` after changing it)', () => {
    const written = readFileSync(new URL('./routes.generated.ts', import.meta.url), 'utf8');
    expect(written).toBe(routesSource());
  });
});

/** The modules a file imports for their values (not `import type`), followed to the end. */
function runtimeImports(file: URL, seen = new Set<string>()): Set<string> {
  if (seen.has(file.href)) return seen;
  seen.add(file.href);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(
    /^(?:import|export)(?! type)[^;]*?from '([^']+)'/gms,
  )) {
    if (specifier?.startsWith('.')) runtimeImports(new URL(specifier, file), seen);
    else if (specifier) seen.add(specifier);
  }
  return seen;
}

describe('browser entry', () => {
  it('brings no zod along (the schemas stay on the server)', () => {
    const imports = runtimeImports(new URL('./browser.ts', import.meta.url));
    expect([...imports].filter((name) => !name.startsWith('file:'))).toEqual([]);
  });
});
