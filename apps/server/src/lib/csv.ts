/** How a locale writes a CSV file: its field separator and its decimal separator. */
export interface CsvSeparators {
  separator: ',' | ';';
  decimal: string;
}

/** The byte order mark that tells spreadsheets a CSV file is UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * The locale's separators: its decimal separator, and `;` between fields where the decimal
 * separator is a comma (as spreadsheets of those locales expect), `,` elsewhere.
 */
export function csvSeparatorsOf(locale: string): CsvSeparators {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    '.';
  return { separator: decimal === ',' ? ';' : ',', decimal };
}

/**
 * One field: quoted when it holds a separator, a quote or a line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
function field(value: string, separator: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

/** A line of fields, ended by CRLF; the flags say which fields are people's text. */
export function csvLine(
  values: readonly string[],
  format: CsvSeparators,
  text: readonly boolean[] = [],
): string {
  return `${values.map((v, i) => field(v, format.separator, text[i] ?? false)).join(format.separator)}\r\n`;
}
