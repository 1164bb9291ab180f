import { LIMITS } from '@tandem/contract';

/** A list marker pasted with a line: a bullet, a checkbox, or both. */
const MARKER = /^(?:[-*•+](?:\s+|$))?(?:\[[ xX]?\](?:\s+|$))?/u;
/** Control characters other than tab: a name never holds them (PostgreSQL refuses NUL). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/u;

export interface ParsedNames {
  /** The names to add, in the order given. */
  names: string[];
  /** Lines that cannot be names (too long, control characters), as they were given. */
  invalid: string[];
}

/**
 * Reads pasted subtask names: one a line, blank lines skipped, list markers (`- `, `* `, `• `,
 * `[ ] `) dropped, spaces trimmed.
 */
export function parseTaskcheckNames(input: string | readonly string[]): ParsedNames {
  const lines = (typeof input === 'string' ? [input] : input).flatMap((text) =>
    text.split(/\r\n|\r|\n/u),
  );
  const names: string[] = [];
  const invalid: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    const name = trimmed.replace(MARKER, '').trim();
    if (name === '') continue;
    if (name.length > LIMITS.nameMax || CONTROL.test(name)) invalid.push(trimmed);
    else names.push(name);
  }
  return { names, invalid };
}
