import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './task-description.ts';

describe('sanitizeDescription', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Plan</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>q</blockquote>' +
      '<pre><code>x</code></pre><hr />';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<p onclick="x()" style="color:red" class="c">a</p>', '<p>a</p>'],
    ['<p>a<img src="x" onerror="alert(1)"></p>', '<p>a</p>'],
    ['<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['<p>a<object data="x"></object><embed src="x"></p>', '<p>a</p>'],
    ['<form action="https://evil.test"><input value="x"></form><p>a</p>', '<p>a</p>'],
    [
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    [
      '<a href="JaVaScRiPt&#58;alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    [
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    ['<a href="//evil.test">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    [
      '<a href="mailto:ann@example.test" target="_self" rel="opener">m</a>',
      '<a href="mailto:ann@example.test" target="_blank" rel="noopener noreferrer nofollow">m</a>',
    ],
  ])('makes %s harmless', (dirty, clean) => {
    expect(sanitizeDescription(dirty)).toBe(clean);
  });

  it('keeps nothing when nothing readable is left', () => {
    expect(sanitizeDescription('<p></p><p>&nbsp;</p><script>x</script>')).toBeNull();
    expect(sanitizeDescription('   ')).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
  });
});
