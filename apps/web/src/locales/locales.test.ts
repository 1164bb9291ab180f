import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@tandem/contract/browser';
import csCZ from './cs-CZ.json';
import enUS from './en-US.json';

type Tree = { [key: string]: string | Tree };

/** Every key of a translation tree, plural forms folded into their base key. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(value, `${prefix}${key}.`),
  );
}

const lookup = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    );

describe('locales', () => {
  it('has the same texts in Czech as in English', () => {
    expect([...new Set(keys(csCZ as Tree))].sort()).toEqual(
      [...new Set(keys(enUS as Tree))].sort(),
    );
  });

  it('describes every activity event in both complete languages', () => {
    for (const tree of [enUS, csCZ] as Tree[]) {
      const missing = EVENT_TYPES.filter(
        (type) => typeof lookup(tree, `activity.${type}`) !== 'string',
      );
      expect(missing).toEqual([]);
    }
  });
});
