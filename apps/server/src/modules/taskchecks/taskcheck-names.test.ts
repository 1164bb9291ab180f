import { describe, expect, it } from 'vitest';
import { LIMITS } from '@tandem/contract';
import { parseTaskcheckNames } from './taskcheck-names.ts';

describe('parseTaskcheckNames', () => {
  it('takes a name a line, trimmed, skipping blank lines, in any line ending', () => {
    expect(parseTaskcheckNames('  One \r\nTwo\rThree\n\n \t \nFour')).toEqual({
      names: ['One', 'Two', 'Three', 'Four'],
      invalid: [],
    });
  });

  it('drops list markers and checkboxes, keeping dashes inside a name', () => {
    expect(
      parseTaskcheckNames([
        '- Buy',
        '* [ ] Print',
        '• [x] Count',
        '[ ] Post',
        'Re-check',
        '-',
        '-5 degrees',
      ]),
    ).toEqual({ names: ['Buy', 'Print', 'Count', 'Post', 'Re-check', '-5 degrees'], invalid: [] });
  });

  it('refuses names too long or with control characters, and keeps their place out of the names', () => {
    const long = 'a'.repeat(LIMITS.nameMax + 1);
    const exact = 'b'.repeat(LIMITS.nameMax);
    expect(parseTaskcheckNames([long, exact, 'x\u0007y', 'tab\tinside'])).toEqual({
      names: [exact, 'tab\tinside'],
      invalid: [long, 'x\u0007y'],
    });
  });

  it('splits the lines of list items too', () => {
    expect(parseTaskcheckNames(['A\nB', 'C'])).toEqual({ names: ['A', 'B', 'C'], invalid: [] });
  });
});
