import sanitizeHtml from 'sanitize-html';

/**
 * What rich text (task descriptions, comments, and later notes) may hold: exactly what the editor
 * produces. Scripts, styles, event handlers, frames, images, form controls and any link that is
 * not https, mailto or tel never get through. A check list's items carry their state as data
 * (`data-checked`), never as a form control.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'a',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ol: ['start'],
    ul: ['data-type'],
    li: ['data-type', 'data-checked'],
    span: ['data-type', 'data-id', 'data-label', 'data-mention-suggestion-char'],
    blockquote: ['data-comment-id'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  exclusiveFilter: (frame) =>
    // A mailto link must name a real address; a data attribute of the editor is only what it says.
    (frame.tag === 'a' &&
      /^mailto:/i.test(frame.attribs.href ?? '') &&
      !/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(frame.attribs.href ?? '')) ||
    (frame.tag === 'span' &&
      frame.attribs['data-type'] !== undefined &&
      frame.attribs['data-type'] !== 'mention'),
};

/** Rich text made safe to show as HTML; null when nothing readable is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return plainText(clean) === '' ? null : clean;
}

/** The text of rich text, without its markup. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();
}

/** The ids of the people sanitized rich text mentions, each once, in order. */
export function mentionedUserIds(html: string): number[] {
  const ids = new Set<number>();
  for (const [, id] of html.matchAll(/<span[^>]*data-type="mention"[^>]*data-id="(\d{1,15})"/g))
    ids.add(Number(id));
  for (const [, id] of html.matchAll(/<span[^>]*data-id="(\d{1,15})"[^>]*data-type="mention"/g))
    ids.add(Number(id));
  return [...ids];
}
