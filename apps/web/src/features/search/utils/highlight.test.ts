import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('reads marked words and unescapes the text around them', () => {
    expect(highlightParts('&lt;b&gt; <mark>Žluťoučký</mark> &amp; &quot;kůň&#39;')).toEqual([
      { text: '<b> ', marked: false },
      { text: 'Žluťoučký', marked: true },
      { text: ' & "kůň\'', marked: false },
    ]);
  });

  it('keeps any other markup as text', () => {
    expect(highlightParts('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
    ]);
  });
});
