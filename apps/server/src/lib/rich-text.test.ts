import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mentionedUserIds, sanitizeRichText } from './rich-text.ts';

const sanitizeDescription = sanitizeRichText;

describe('sanitizeRichText', () => {
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

  it('keeps check lists, mentions, code languages and quotes of comments', () => {
    const html =
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><div><p>done</p></div></li></ul>' +
      '<p><span data-type="mention" data-id="12" data-label="Ann Lee">@Ann Lee</span> look</p>' +
      '<pre><code class="language-ts">const a = 1;</code></pre>' +
      '<blockquote data-comment-id="7"><p>quoted</p></blockquote><p>😀 👍🏽</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p><input type="checkbox" checked onclick="x()">a</p>', '<p>a</p>'],
    ['<p><span data-type="evil" data-id="1">a</span></p>', '<p></p>'],
    [
      '<pre><code class="x language-js onload">a</code></pre>',
      '<pre><code class="language-js">a</code></pre>',
    ],
    ['<a href="mailto:not-an-address">m</a>', ''],
    [
      '<a href="tel:+420123456789">t</a>',
      '<a href="tel:+420123456789" rel="noopener noreferrer nofollow" target="_blank">t</a>',
    ],
  ])('makes %s what the editor would have made', (dirty, clean) => {
    expect(sanitizeRichText(`${dirty}<p>x</p>`)).toBe(`${clean}<p>x</p>`);
  });

  it('reads who a text mentions, each once', () => {
    const html =
      '<p><span data-type="mention" data-id="12" data-label="A">@A</span>' +
      '<span data-id="3" data-type="mention">@B</span><span data-type="mention" data-id="12">@A</span></p>';
    expect(mentionedUserIds(html)).toEqual([12, 3]);
  });

  it('never lets an executable construct through, whatever the input', () => {
    const pieces = fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<iframe srcdoc="<script>alert(1)</script>">',
      '<p style="background:url(javascript:alert(1))">',
      '<span data-type="mention" onmouseover="alert(1)">',
      '<math><mi xlink:href="javascript:alert(1)">',
      '<object data="x">',
      '<input autofocus onfocus=alert(1)>',
      '<form action="javascript:alert(1)"><button>',
      '<!--<script>-->',
      '<![CDATA[<script>]]>',
      '<base href="javascript:/">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<p>',
      '</p>',
      '<a href="https://ok.test">',
      '</a>',
      '<strong>',
      'text',
      '&lt;script&gt;',
      '"',
      "'",
      '<',
      '>',
      '=',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
        const clean = sanitizeRichText(parts.join('')) ?? '';
        expect(clean).not.toMatch(
          /<\s*(script|iframe|object|embed|svg|math|img|input|form|button|base|meta|style|link)\b/i,
        );
        // Attributes are looked for in the tags only: text such as "On0=" is text, shown as such.
        const tags = (clean.match(/<[^>]*>/g) ?? []).join(' ');
        expect(tags).not.toMatch(/\son\w+\s*=/i);
        expect(tags).not.toMatch(
          /(href|src|action|xlink:href)\s*=\s*["']?\s*(javascript|data|vbscript):/i,
        );
        expect(tags).not.toMatch(/style\s*=/i);
      }),
      { numRuns: 500 },
    );
  });
});
