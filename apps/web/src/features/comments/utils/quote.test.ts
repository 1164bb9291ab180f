import { describe, expect, it } from 'vitest';
import { quoteReplyHtml, selectedCommentText } from './quote.ts';

const data = {
  commentId: 7,
  commentHref: 'https://tandem.test/task/5#comment-7',
  userId: 3,
  userMentionKey: 'ann',
  taskId: 5,
};
const ann = { id: 3, fullname: 'Ann <Lee>' };

describe('quoteReplyHtml', () => {
  it('quotes the text, escaped, and mentions the author', () => {
    expect(quoteReplyHtml('a <b>\nline', data, ann)).toBe(
      '<blockquote><p>a &lt;b&gt;<br>line</p></blockquote>' +
        '<p><span data-type="mention" data-id="3" data-label="Ann &lt;Lee&gt;">@Ann &lt;Lee&gt;</span>&nbsp;</p>',
    );
  });

  it('points at the comment when the quote is false', () => {
    expect(quoteReplyHtml(false, data, ann)).toContain(
      '<a href="https://tandem.test/task/5#comment-7">https://tandem.test/task/5#comment-7</a>',
    );
  });

  it.each([[1], [null], [undefined], [{}]])('refuses %s with a type error', (quoted) => {
    expect(() => quoteReplyHtml(quoted, data, ann)).toThrow(TypeError);
  });
});

describe('selectedCommentText', () => {
  function select(html: string, from: string, to: string = from) {
    document.body.innerHTML = html;
    const range = document.createRange();
    range.setStart(document.getElementById(from)!.firstChild!, 0);
    const end = document.getElementById(to)!.firstChild!;
    range.setEnd(end, end.textContent!.length);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selectedCommentText(selection);
  }

  it('reads a selection inside one comment’s text', () => {
    expect(select('<div data-quote-area="7"><p id="a">Hello there</p></div>', 'a')).toEqual({
      commentId: 7,
      text: 'Hello there',
    });
  });

  it('counts nothing outside a comment’s text, or across two comments', () => {
    expect(select('<p id="a">Outside</p>', 'a')).toBeNull();
    expect(
      select(
        '<div data-quote-area="7"><p id="a">One</p></div><div data-quote-area="8"><p id="b">Two</p></div>',
        'a',
        'b',
      ),
    ).toBeNull();
  });
});
