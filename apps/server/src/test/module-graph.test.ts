import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../modules', import.meta.url));

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

/** A cycle of modules importing each other, as a path from a module back to itself, if any. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const next of graph.get(name) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

describe('the modules', () => {
  it('import each other in no cycle, of any length', () => {
    expect(findCycle(moduleImports())?.join(' -> ') ?? null).toBeNull();
  });

  it('would report a cycle', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keep the task module out of subtasks and recurrence', () => {
    const tasks = moduleImports().get('tasks')!;
    expect(tasks.has('taskchecks')).toBe(false);
    expect(tasks.has('recurrence')).toBe(false);
  });
});
