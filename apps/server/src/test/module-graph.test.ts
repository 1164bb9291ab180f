import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../modules', import.meta.url));

/**
 * The pairs of modules that import each other today. The list only shrinks: a change that adds a
 * pair fails here, one that removes a pair removes it here too. The task module imports neither
 * subtasks nor recurrence: both follow tasks through the task hooks.
 */
const KNOWN_CYCLES = [
  'invitations <-> projects',
  'owner-change <-> projects',
  'projects <-> tags',
  'projects <-> templates',
  'tasklists <-> tasks',
];

/** Which modules each module's own (non-test) files import. */
function moduleImports(): Map<string, Set<string>> {
  const modules = readdirSync(MODULES).filter((name) =>
    statSync(join(MODULES, name)).isDirectory(),
  );
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const name of modules)
    for (const file of readdirSync(join(MODULES, name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(join(MODULES, name, file), 'utf8');
      for (const [, target] of source.matchAll(/from '\.\.\/([\w-]+)\//g))
        if (target && target !== name && graph.has(target)) graph.get(name)!.add(target);
    }
  return graph;
}

describe('the modules', () => {
  it('import each other in no new pairs', () => {
    const graph = moduleImports();
    const cycles: string[] = [];
    for (const [a, targets] of graph)
      for (const b of targets) if (a < b && graph.get(b)!.has(a)) cycles.push(`${a} <-> ${b}`);
    expect(cycles.sort()).toEqual(KNOWN_CYCLES);
  });

  it('keep the task module out of subtasks and recurrence', () => {
    const tasks = moduleImports().get('tasks')!;
    expect(tasks.has('taskchecks')).toBe(false);
    expect(tasks.has('recurrence')).toBe(false);
  });
});
