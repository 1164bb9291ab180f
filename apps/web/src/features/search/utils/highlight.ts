/** One stretch of a highlight: text, and whether the search matched it. */
export interface HighlightPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/**
 * A search highlight (escaped text with `<mark>` around matched words) as plain text parts, so
 * the page renders them as text: whatever the string holds, no markup of it reaches the page.
 */
export function highlightParts(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const [i, piece] of html.split(/<\/?mark>/).entries()) {
    if (piece === '') continue;
    parts.push({ text: decode(piece), marked: i % 2 === 1 });
  }
  return parts;
}
