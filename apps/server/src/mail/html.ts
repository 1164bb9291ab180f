/** Text made safe to stand in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailLayout {
  /** The language of the mail (`lang` of the page). */
  lang: string;
  title: string;
  /** Paragraphs of plain text; line breaks within one are kept. */
  paragraphs: string[];
  /** A list of lines, each a link. */
  items?: Array<{ text: string; href: string }>;
  /** The one thing to do, as a button. */
  action?: { label: string; href: string };
  /** Small print under a rule: text with an optional link each. */
  footer: Array<{ text: string; link?: { label: string; href: string } }>;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
const link = (label: string, href: string, style = 'color:#1c7ed6') =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;

/**
 * The HTML part of a mail: one narrow column that reads on any screen, styles inline (mail
 * programs drop style sheets), every value escaped.
 */
export function renderMailHtml(layout: MailLayout): string {
  const action = layout.action
    ? `<p style="margin:24px 0">${link(
        layout.action.label,
        layout.action.href,
        'display:inline-block;padding:10px 18px;border-radius:6px;background:#1c7ed6;color:#ffffff;text-decoration:none;font-weight:600',
      )}</p>`
    : '';
  const items =
    layout.items && layout.items.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${layout.items
          .map(
            (item) =>
              `<li style="margin:0 0 6px">${link(item.text, item.href, 'color:#212529')}</li>`,
          )
          .join('')}</ul>`
      : '';
  const footer = layout.footer
    .map(
      (line) =>
        `<p style="margin:0 0 8px;color:#868e96;font-size:13px">${[
          escapeHtml(line.text),
          line.link ? link(line.link.label, line.link.href, 'color:#868e96') : '',
        ]
          .filter(Boolean)
          .join(' ')}</p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(layout.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(layout.title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f1f3f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 20px;font-weight:700;font-size:18px;color:#1c7ed6">Tandem</p>
${layout.paragraphs.map(paragraph).join('\n')}
${items}
${action}
<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0 16px">
${footer}
</div></body></html>`;
}
