/** What a quoted reply carries about the comment it quotes (document 1, comment quote data). */
export interface CommentQuoteData {
  commentId: number;
  commentHref: string;
  userId: number;
  userMentionKey: string | null;
  taskId: number | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML a quoted reply starts with: the quoted text (a string), or, for `false`, a pointer to
 * the comment at its address; then a mention of its author to write after. Anything else than a
 * string or false is a programming error (TypeError).
 */
export function quoteReplyHtml(
  quoted: unknown,
  data: CommentQuoteData,
  author: { id: number; fullname: string },
): string {
  if (quoted !== false && typeof quoted !== 'string')
    throw new TypeError('The quoted text must be a string or false.');
  const body =
    quoted === false
      ? `<a href="${escapeHtml(data.commentHref)}">${escapeHtml(data.commentHref)}</a>`
      : escapeHtml(quoted.trim()).replace(/\n+/g, '<br>');
  const mention = `<span data-type="mention" data-id="${author.id}" data-label="${escapeHtml(author.fullname)}">@${escapeHtml(author.fullname)}</span>`;
  return `<blockquote><p>${body}</p></blockquote><p>${mention}&nbsp;</p>`;
}

/**
 * The text selected inside one comment's selectable area, with that comment's id, or null when
 * the selection is empty or reaches outside a single comment's text.
 */
export function selectedCommentText(
  selection: Selection | null,
): { commentId: number; text: string } | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString().trim();
  if (text === '') return null;
  const area = (node: Node | null) =>
    (node instanceof Element ? node : node?.parentElement)?.closest<HTMLElement>(
      '[data-quote-area]',
    );
  const start = area(selection.anchorNode);
  const end = area(selection.focusNode);
  if (!start || start !== end) return null;
  const commentId = Number(start.dataset.quoteArea);
  return Number.isInteger(commentId) ? { commentId, text } : null;
}
